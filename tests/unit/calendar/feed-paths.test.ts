// Feed addresses: the .ics paths and the webcal:// form, built only from the site's own URL.
import { describe, expect, it } from 'vitest';
import {
  ALL_FIXTURES_PATH,
  matchCalendarPath,
  teamCalendarPath,
  webcalUrl,
} from '../../../src/lib/calendar/feed-paths.ts';

describe('feed paths', () => {
  it.each([
    ['https site', 'https://nsfl.example.com', ALL_FIXTURES_PATH, 'webcal://nsfl.example.com/calendar/fixtures.ics'],
    [
      'http site with a port',
      'http://127.0.0.1:4321',
      teamCalendarPath('12'),
      'webcal://127.0.0.1:4321/calendar/teams/12.ics',
    ],
    [
      'an id that is not a plain number stays inside its path',
      'https://nsfl.example.com',
      matchCalendarPath('../x?y'),
      'webcal://nsfl.example.com/calendar/matches/..%2Fx%3Fy.ics',
    ],
  ])('%s', (_name, site, path, url) => {
    expect(webcalUrl(site, path)).toBe(url);
  });
});
