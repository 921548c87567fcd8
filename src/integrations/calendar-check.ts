// Build-time check of the Bikram Sambat table: a warning in the build log from 120 days before its last day, so the
// yearly row is added before pages stop showing BS dates (docs/maintenance.md).
import type { AstroIntegration } from 'astro';
import { tableEndWarning } from '../lib/format/bs-calendar.ts';
import { nepalDay } from '../lib/nepal-day.ts';

/** `leagueNow`: the build's stopped clock under test (LEAGUE_NOW, as in src/lib/config.ts), else the real date. */
export function calendarCheckIntegration(leagueNow?: string): AstroIntegration {
  return {
    name: 'league-calendar-check',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const at = Date.parse(leagueNow ?? '');
        const warning = tableEndWarning(nepalDay(Number.isFinite(at) ? at : Date.now()) ?? '');
        if (warning) logger.warn(warning);
      },
    },
  };
}
