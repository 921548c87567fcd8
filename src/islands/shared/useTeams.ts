// The teams an island names (issue 23). Home hands its islands only the teams of the matches they can show at build
// time (a nationwide league's full table would be nearly every school in each island's props; docs/decisions/pages.md,
// "Home's islands get the teams of the matches they can show"); one that meets another team (a followed school, a
// match the live API has since) fetches /team-names.json, once a page, only then: a static file, kept by the HTTP cache
// as the site's other static files are. Kept this small for home's JavaScript budget.
import { useEffect, useState } from 'react';
import { TEAM_NAMES_PATH } from '../../lib/page-paths.ts';
import type { TeamTable } from '../../lib/live-view.ts';

let names: Promise<TeamTable> | undefined;

/**
 * `table`, with every team of /team-names.json once one of `ids` is not in it; and whether that file is still being
 * read. A failed read (offline) counts as read: the team shows as not known on this page view, as before.
 */
export function useTeams(table: TeamTable, ids: ReadonlyArray<string | null | undefined>): [TeamTable, boolean] {
  const [more, setMore] = useState<TeamTable>();
  const pending = !more && ids.some((id) => id != null && !table[id]);
  useEffect(() => {
    if (pending)
      // A Nepali page reads the Nepali file (/ne/team-names.json: the CMS's Nepali names where it has them, issue 42).
      void (names ??= fetch((document.documentElement.lang === 'ne' ? '/ne' : '') + TEAM_NAMES_PATH).then(
        (r) => (r.ok ? (r.json() as Promise<TeamTable>) : {}),
        () => ({}),
      )).then(setMore);
  }, [pending]);
  return [more ? { ...more, ...table } : table, pending];
}

/**
 * `value` once its teams are named; while their names are still being read, the value shown before. A live read that
 * brings a match home was built without would otherwise show "TBD" for a moment and then the names: two layout shifts
 * of the banner (CLS 0.036 on the nationwide home, over the 0.02 budget).
 */
export function useNamed<T>(value: T, pending: boolean): T {
  const [shown, setShown] = useState(value);
  if (!pending && shown !== value) setShown(value);
  return pending ? shown : value;
}
