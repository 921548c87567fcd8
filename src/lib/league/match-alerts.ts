// Goal alerts (issue 28): what happened in a match since the last alert, worked out from the match as the CMS has it now
// and the alerts already sent for it. Pure: the sender (server/alerts/) reads the CMS, claims each alert's key and sends.
//
// Each alert has a key that names the event once and for all (`goal:41`, `full_time`): an alert whose key was sent is
// never sent again, however often the webhook comes. Its `sig` is what was said (scorer, minute, score), so a goal whose
// scorer or minute is changed afterwards, or removed, or a final score changed after full time, is a correction.

export type AlertMatch = {
  id: string;
  /** Kickoff instant (ISO) or null. */
  date: string | null;
  status: string;
  scoreHome: number | null;
  scoreAway: number | null;
  homeId: string | null;
  awayId: string | null;
};

export type AlertEvent = {
  id: string;
  type: string;
  minute: number | null;
  teamId: string | null;
  /** The scorer's name, or null when the CMS does not say. */
  player: string | null;
  /** The scorer's Nepali name where the CMS has one (issue 42): what a Nepali alert says; not part of `sig`. */
  playerNe?: string | null;
};

/** An alert already sent for this match: its key and what it said, in the order they were sent. */
export type SentAlert = { key: string; sig: string };

export type Score = { home: number; away: number };

export type Alert =
  | { kind: 'kickoff'; key: string; sig: string; score: Score }
  | {
      kind: 'goal';
      key: string;
      sig: string;
      score: Score;
      eventId: string;
      minute: number | null;
      scorer: string | null;
      scorerNe?: string | null;
      /** The side the goal counts for (an own goal counts for the other side). */
      side: 'home' | 'away' | null;
      ownGoal: boolean;
    }
  | { kind: 'half_time'; key: string; sig: string; score: Score }
  | { kind: 'full_time'; key: string; sig: string; score: Score }
  | {
      kind: 'correction';
      key: string;
      sig: string;
      score: Score;
      /** The goal corrected (null: the final score was). */
      eventId: string | null;
      /** Its scorer and minute now, or nothing when it was removed. */
      scorer: string | null;
      scorerNe?: string | null;
      minute: number | null;
      removed: boolean;
    };

/** A match is alerted from an hour before kickoff to twelve hours after: an edit to last season's match says nothing. */
export const ALERT_WINDOW = { beforeMs: 60 * 60_000, afterMs: 12 * 60 * 60_000 };

const GOALS = new Set(['goal', 'own_goal']);
const HALF_TIME = new Set(['half_time', 'halftime', 'half-time', 'ht']);

const goalSig = (e: AlertEvent) => `${e.type}|${e.teamId ?? ''}|${e.minute ?? ''}|${e.player ?? ''}`;
const scoreSig = (s: Score) => `${s.home}-${s.away}`;

/** Which side a goal event counts for. */
function goalSide(e: AlertEvent, m: AlertMatch): 'home' | 'away' | null {
  const forTeam =
    e.teamId !== null && e.teamId === m.homeId ? 'home' : e.teamId !== null && e.teamId === m.awayId ? 'away' : null;
  if (e.type !== 'own_goal' || forTeam === null) return forTeam;
  return forTeam === 'home' ? 'away' : 'home';
}

/** Goal events in the order they were scored (minute, then as recorded). */
function goalsInOrder(events: AlertEvent[]): AlertEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => GOALS.has(e.type))
    .sort((a, b) => (a.e.minute ?? Infinity) - (b.e.minute ?? Infinity) || a.i - b.i)
    .map(({ e }) => e);
}

/** The score the CMS gives, or counted from the goal events when it gives none or fewer goals than were entered. */
function currentScore(m: AlertMatch, goals: AlertEvent[]): Score {
  let home = 0;
  let away = 0;
  for (const g of goals) {
    const side = goalSide(g, m);
    if (side === 'home') home++;
    else if (side === 'away') away++;
  }
  return { home: Math.max(home, m.scoreHome ?? 0), away: Math.max(away, m.scoreAway ?? 0) };
}

export function inAlertWindow(m: Pick<AlertMatch, 'date'>, now: number): boolean {
  const t = m.date ? Date.parse(m.date) : NaN;
  return Number.isFinite(t) && now >= t - ALERT_WINDOW.beforeMs && now <= t + ALERT_WINDOW.afterMs;
}

/**
 * The alerts to send now for `match` with `events` (its match events as the CMS has them), given those `sent` before,
 * in the order they happened: kickoff, goals by minute (half time after the first half's), full time, corrections.
 * Empty outside the alert window.
 */
export function matchAlerts(match: AlertMatch, events: AlertEvent[], sent: SentAlert[], now: number): Alert[] {
  if (!inAlertWindow(match, now)) return [];
  const said = new Map<string, string>();
  for (const s of sent) said.set(s.key, s.sig);
  const status = match.status.toLowerCase();
  const goals = goalsInOrder(events);
  const out: Alert[] = [];

  // Running scores, goal by goal, so each goal's alert carries the score it made.
  const running: Score = { home: 0, away: 0 };
  const goalAlerts: Alert[] = [];
  for (const g of goals) {
    const side = goalSide(g, match);
    if (side) running[side]++;
    const key = `goal:${g.id}`;
    if (!said.has(key))
      goalAlerts.push({
        kind: 'goal',
        key,
        sig: goalSig(g),
        score: { ...running },
        eventId: g.id,
        minute: g.minute,
        scorer: g.player,
        ...(g.playerNe ? { scorerNe: g.playerNe } : {}),
        side,
        ownGoal: g.type === 'own_goal',
      });
  }
  const score = currentScore(match, goals);

  // Kick-off is news only while it is the first thing to say: after a missed kick-off the goal says it all.
  if (status === 'running' && sent.length === 0 && goals.length === 0)
    out.push({ kind: 'kickoff', key: 'kickoff', sig: '', score: { home: 0, away: 0 } });
  const halfTime = HALF_TIME.has(status) || events.some((e) => HALF_TIME.has(e.type));
  const firstHalf = goalAlerts.filter((a) => a.kind === 'goal' && a.minute !== null && a.minute <= 45);
  const secondHalf = goalAlerts.filter((a) => !firstHalf.includes(a));
  if (halfTime && !said.has('half_time')) {
    const htScore = { home: 0, away: 0 };
    for (const g of goals) {
      const side = goalSide(g, match);
      if (side && (g.minute === null || g.minute <= 45)) htScore[side]++;
    }
    out.push(
      ...firstHalf,
      { kind: 'half_time', key: 'half_time', sig: scoreSig(htScore), score: htScore },
      ...secondHalf,
    );
  } else out.push(...goalAlerts);

  if (status === 'completed' && !said.has('full_time'))
    out.push({ kind: 'full_time', key: 'full_time', sig: scoreSig(score), score });

  // Corrections of what was said before: a goal changed or removed, the final score changed.
  const byId = new Map(events.map((e) => [e.id, e]));
  const latest = new Map<string, { sig: string; n: number }>();
  for (const s of sent) {
    const goal = /^goal:(.+)$/.exec(s.key);
    const fix = /^correction:goal:(.+):(\d+)$/.exec(s.key);
    const id = goal?.[1] ?? fix?.[1];
    if (id !== undefined) latest.set(id, { sig: s.sig, n: fix ? Number(fix[2]) : (latest.get(id)?.n ?? 0) });
  }
  for (const [id, last] of latest) {
    const e = byId.get(id);
    const now = e && GOALS.has(e.type) ? goalSig(e) : 'removed';
    if (now === last.sig) continue;
    out.push({
      kind: 'correction',
      key: `correction:goal:${id}:${last.n + 1}`,
      sig: now,
      score,
      eventId: id,
      scorer: now === 'removed' ? null : (e?.player ?? null),
      ...(now !== 'removed' && e?.playerNe ? { scorerNe: e.playerNe } : {}),
      minute: now === 'removed' ? null : (e?.minute ?? null),
      removed: now === 'removed',
    });
  }
  const finals = sent.filter((s) => s.key === 'full_time' || s.key.startsWith('correction:score:'));
  const lastFinal = finals.at(-1);
  if (status === 'completed' && lastFinal && lastFinal.sig !== scoreSig(score))
    out.push({
      kind: 'correction',
      key: `correction:score:${finals.length}`,
      sig: scoreSig(score),
      score,
      eventId: null,
      scorer: null,
      minute: null,
      removed: false,
    });
  return out;
}
