import { describe, expect, it } from 'vitest';
import { notFoundCopy } from '../../../src/lib/league/not-found.ts';
import { teamText } from '../../../src/i18n/texts/team.ts';

// The English page's words, as PlayerNotFound.astro passes them.
const english = { ...teamText.en.notFound, href: '/teams' };

describe("not-found page (SPEC §2: if not found, 'Player not found' with a 'Back to Teams' button)", () => {
  it.each([
    ['/teams/3/players/999', true],
    ['/teams/3/players/999/', true],
    ['/teams/abc/players/x-y', true],
    ['/teams/3', false],
    ['/teams/3/players', false],
    ['/teams/3/players/9/extra', false],
    ['/blogs/3', false],
    ['/nothing', false],
  ])('%s → player variant: %s', (path, player) => {
    const copy = notFoundCopy(path, english);
    expect(copy !== null).toBe(player);
    if (copy) expect(copy).toEqual({ title: 'Player not found', action: { label: 'Back to Teams', href: '/teams' } });
  });

  it.each([
    ['/ne/teams/3/players/999', '/ne/teams'],
    ['/ne/teams/3/players/999/', '/ne/teams'],
  ])("%s (Nepali, issue 17) → the page's words, back to %s", (path, href) => {
    expect(notFoundCopy(path, { title: 'खेलाडी भेटिएन', action: 'टोलीहरूमा फर्कनुहोस्', href })).toEqual({
      title: 'खेलाडी भेटिएन',
      action: { label: 'टोलीहरूमा फर्कनुहोस्', href },
    });
  });

  it.each(['/ne/teams/3', '/ne/blogs/3', '/ne', '/nepal/teams/3/players/9'])('%s → no player variant', (path) => {
    expect(notFoundCopy(path, english)).toBeNull();
  });
});
