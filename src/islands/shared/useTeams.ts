// The teams an island names (issue 23). Home hands its islands only the teams of the matches they can show at build
// time (a nationwide league's full table would weigh ~150 KB an island); one that meets another team (a followed
// school, a match the live API has since) fetches /team-names.json, once a page, only then. The file is a static one,
// kept by the HTTP cache as the site's other static files are.
import { useEffect, useMemo, useState } from 'react';
import { TEAM_NAMES_PATH } from '../../lib/page-paths.ts';
import type { TeamTable } from '../../lib/live-view.ts';

let names: Promise<TeamTable | null> | null = null;

function loadNames(): Promise<TeamTable | null> {
  names ??= fetch(TEAM_NAMES_PATH)
    .then((r) => (r.ok ? (r.json() as Promise<TeamTable>) : null))
    .catch(() => null)
    .then((t) => {
      // A failed read (offline) is not kept: the next page, or another island still waiting, tries again.
      if (!t) names = null;
      return t;
    });
  return names;
}

/**
 * `table` with, when one of `ids` is not in it, every team of /team-names.json; `pending` while that file is read
 * (false again once it came, or failed: the unknown team then shows as not known, as before).
 */
export function useTeams(
  table: TeamTable,
  ids: ReadonlyArray<string | null | undefined>,
): { teams: TeamTable; pending: boolean } {
  const [more, setMore] = useState<TeamTable | null>(null);
  const [failed, setFailed] = useState(false);
  const missing = ids.some((id) => id != null && !table[id] && !more?.[id]);
  const wanted = missing && !more && !failed;
  useEffect(() => {
    if (!wanted) return;
    let on = true;
    void loadNames().then((t) => {
      if (!on) return;
      if (t) setMore(t);
      else setFailed(true);
    });
    return () => {
      on = false;
    };
  }, [wanted]);
  const teams = useMemo(() => (more ? { ...more, ...table } : table), [more, table]);
  return { teams, pending: wanted };
}
