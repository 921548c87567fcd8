// The web app manifest and its icons: the league's name from consts.ts, colours from the design tokens in global.css.
import { LEAGUE_ABBR, LEAGUE_NAME, SITE_DESCRIPTION } from '../../consts.ts';

/** --c-brand and --c-bg of src/styles/global.css (the header's green, the page's white). */
export const THEME_COLOR = '#0b3d2e';
export const BACKGROUND_COLOR = '#ffffff';

/** Icon files written by src/pages/icons/[name].png.ts: 'any' icons are the logo alone, the maskable one sits in the safe zone. */
export const ICONS = [
  { name: 'icon-192', size: 192, maskable: false },
  { name: 'icon-512', size: 512, maskable: false },
  { name: 'maskable-512', size: 512, maskable: true },
] as const;

export function webManifest() {
  return {
    id: '/',
    name: LEAGUE_NAME,
    short_name: LEAGUE_ABBR,
    description: SITE_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS.map((i) => ({
      src: `/icons/${i.name}.png`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.maskable ? 'maskable' : 'any',
    })),
  };
}
