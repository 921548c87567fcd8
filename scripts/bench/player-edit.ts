// The one edit the build figures make through the demo API (build-figures.ts, edit-to-live.ts): a player renamed.
type Doc = Record<string, unknown>;
const ADMIN_KEY = process.env.DEMO_ADMIN_KEY || 'demo-admin-key';

async function getJson(url: string): Promise<Doc> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as Doc;
}

/** An outfield player without goals (so not a top scorer), who is in at least one match squad. */
export async function pickPlayer(
  apiUrl: string,
  avoid: string[] = [],
): Promise<{ id: string; name: string; team: string }> {
  const docs = (
    await getJson(
      `${apiUrl}/api/players?depth=0&limit=0&where[position][equals]=defender&where[goals][equals]=0&where[appearance][greater_than]=0&sort=id`,
    )
  ).docs as Doc[];
  const p = docs.find((d) => !avoid.includes(String(d.id)) && d.team !== null);
  if (!p) throw new Error('no defender without goals to edit');
  return { id: String(p.id), name: String(p.name), team: String(p.team) };
}

export async function renamePlayer(apiUrl: string, id: string, name: string): Promise<void> {
  const res = await fetch(`${apiUrl}/api/players/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `users API-Key ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) throw new Error(`editing player ${id} answered ${res.status}`);
}
