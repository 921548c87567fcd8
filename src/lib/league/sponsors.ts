// The shell popups' documents and the sponsor order: newest first, as the API lists them by default (-createdAt) (SPEC §2).
import type { Notice, Sponsor } from '../api/types.ts';
import { newestFirst } from './newest-first.ts';

export const sortSponsors = (sponsors: Sponsor[]): Sponsor[] => newestFirst(sponsors);

/** The sponsor popup's sponsor (title = name, image = logo), or null without sponsor data. */
export function popupSponsor(sponsors: Sponsor[]): Sponsor | null {
  return sortSponsors(sponsors)[0] ?? null;
}

/** The notice dialog's post: the first active post in the API's order (the collection holds only active ones). */
export function activeNotice(notices: Notice[]): Notice | null {
  return newestFirst(notices.filter((n) => n.isActive))[0] ?? null;
}
