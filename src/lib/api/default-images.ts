// The SPEC's default images (SPEC §2: missing images fall back), in a module of their own so an island that only
// needs a fallback path does not bring the media url code along.
export const DEFAULT_IMAGES = {
  team: '/images/default-team.svg',
  player: '/images/default-player.svg',
  user: '/images/user.svg',
  league: '/images/league-logo.svg',
  highlight: '/images/highlight.svg',
  notice: '/images/notice.svg',
  sponsor: '/images/sponsor.svg',
} as const;

export type DefaultImage = keyof typeof DEFAULT_IMAGES;
