// Shoot-outs (issue 43) on the suite's second nationwide stack, the week after the final (`--moment after-final`, 120
// schools so that it builds in a few minutes): a tie level at full time shows its shoot-out on the match card, the match centre
// and the bracket, in both languages, and its shoot-out winner is the school in the next round.
import { expect, test } from '../e2e/support/test.ts';

type Doc = Record<string, unknown> & { id: number };

// The second stack of the suite's global setup.
const SITE = process.env.E2E_AFTER_FINAL_SITE_URL ?? '';
const API = process.env.E2E_AFTER_FINAL_API_URL ?? '';

let matches: Doc[] = [];
test.beforeAll(async () => {
  const res = await fetch(`${API}/api/matches?depth=0&limit=0`);
  expect(res.ok).toBe(true);
  matches = ((await res.json()) as { docs: Doc[] }).docs;
});

const at = (path: string) => `${SITE}${path}`;
const n = (v: unknown) => Number(v);

test('a shoot-out is shown on the match card, the match centre and the bracket, and decides who goes through', async ({
  page,
}) => {
  const ties = matches.filter((m) => m.round);
  expect(ties).toHaveLength(15);
  expect(ties.every((m) => m.status === 'completed')).toBe(true);
  const shootout = ties.find((m) => m.penaltiesHome !== null && m.round !== 'final');
  expect(shootout, 'a tie before the final decided on penalties').toBeDefined();
  const m = shootout!;
  expect(n(m.scoreHome)).toBe(n(m.scoreAway));
  const pens = `${n(m.penaltiesHome)}–${n(m.penaltiesAway)} on penalties`;

  // The match card, on the results' first page (the knockout is the newest).
  await page.goto(at('/results'));
  const card = page.locator(`a.match-card[data-match-id="${m.id}"]`);
  await expect(card.locator('[data-score]')).toHaveText(new RegExp(`${n(m.scoreHome)}\\s*-\\s*.*${n(m.scoreAway)}`));
  await expect(card.locator('[data-penalties]')).toHaveText(pens);

  // The match centre, in English and in Nepali.
  await page.goto(at(`/fixture/${m.id}`));
  await expect(page.locator('[data-round] [data-penalties]')).toHaveText(pens);
  const d = (x: unknown) => String(x).replace(/\d/g, (c) => '०१२३४५६७८९'[Number(c)]!);
  await page.goto(at(`/ne/fixture/${m.id}`));
  await expect(page.locator('[data-round] [data-penalties]')).toHaveText(
    `पेनाल्टीमा ${d(m.penaltiesHome)}–${d(m.penaltiesAway)}`,
  );

  // The away school's page: its Result cell from its own side, the shoot-out too.
  await page.goto(at(`/teams/${m.awayTeam}`));
  await expect(page.locator(`tr[data-match-id="${m.id}"] [data-result]`)).toHaveText(
    `${n(m.scoreAway)} - ${n(m.scoreHome)}, ${n(m.penaltiesAway)}–${n(m.penaltiesHome)} on penalties`,
  );

  // The bracket: the score, the shoot-out, and the shoot-out's winner in the next round.
  await page.goto(at('/knockout'));
  const tie = page.locator(`[data-tie][data-match-id="${m.id}"]`);
  await expect(tie.locator('[data-penalties]')).toHaveText(pens);
  const winner = n(m.penaltiesHome) > n(m.penaltiesAway) ? m.homeTeam : m.awayTeam;
  const loser = winner === m.homeTeam ? m.awayTeam : m.homeTeam;
  const next = ties.find((t) => [t.homeSlot, t.awaySlot].some((s) => (s as { match: number | null }).match === m.id))!;
  const nextTie = page.locator(`[data-tie][data-match-id="${next.id}"]`);
  await expect(nextTie.locator(`[data-side][data-team-id="${winner}"]`)).toHaveCount(1);
  await expect(nextTie.locator(`[data-side][data-team-id="${loser}"]`)).toHaveCount(0);
  await expect(page.locator('[data-round="final"] [data-tie]')).toHaveCount(1);
});
