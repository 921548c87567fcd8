// Build time only: the teams the live islands name, with their crests through the image pipeline (WebP at the size the
// islands show them, 1x and 2x), so an island's badges weigh what the static pages' do. Kept apart from live-view.ts,
// which the islands import in the browser.
import { resolveImage } from './images/index.ts';
import type { TeamRef } from './api/types.ts';
import type { TeamTable } from './live-view.ts';

/** The largest badge an island draws (the match centre's); smaller ones pick from the same srcset. */
export const ISLAND_BADGE_PX = 80;

/** Name and logo of every team the matches name (or of the given teams). */
/** In Nepali (`nepali`), a team's Nepali name where the CMS has one (issue 42). */
export async function teamTable(teams: Array<TeamRef | null>, nepali = false): Promise<TeamTable> {
  const table: TeamTable = {};
  for (const t of teams) {
    if (!t || table[t.id]) continue;
    const img = await resolveImage(t.logo, {
      width: ISLAND_BADGE_PX,
      height: ISLAND_BADGE_PX,
      fit: 'contain',
      fallback: 'team',
    });
    const ne = nepali && t.nameNe ? t.nameNe : null;
    table[t.id] = { name: ne ?? t.name, logo: img.src, srcset: img.srcset, ...(ne ? { ne: true as const } : {}) };
  }
  return table;
}
