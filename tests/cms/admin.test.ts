// Payload's editing screens on the example CMS (issue 41): cms/server.ts --admin (the Next.js admin, built by the
// server when its inputs changed) on a free port with a fresh database; the system's Chromium logs in at /admin with
// the admin user, sees the demo season's 8 teams in the Teams list, opens one to its name field (the document named
// by it), and saves an edit there, which Payload stores and the plugin announces with the signed change webhook, as
// it does a REST save.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, NODE, ROOT, start, stop, waitForUrl } from '../../scripts/lib/proc.ts';
import { readBody } from '../../server/rebuild/http.ts';
import { signedChange, type Change } from '../../server/webhook.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

const SECRET = 'cms-admin-test-webhook-secret';
const ADMIN = { email: 'admin@league.example', password: 'cms-admin-test-password' };
const work = mkdtempSync(join(tmpdir(), 'league-cms-admin-'));

let cms: ReturnType<typeof start> | undefined;
let browser: Browser | undefined;
let page: Page;
let origin = '';
/** Each verified webhook's change, and a waiter for the next one. */
const changes: Change[] = [];
let onChange: (() => void) | undefined;

// The rebuild receiver's check (server/webhook.ts): only a change signed with the CMS's secret counts.
const receiver = createServer(async (req, res) => {
  const body = (await readBody(req)) ?? Buffer.alloc(0);
  const change = signedChange(SECRET, body, req.headers);
  res.writeHead(change ? 202 : 401).end();
  if (change) changes.push(change);
  onChange?.();
});

type Team = { id: number; team_name: string };
async function teams(): Promise<Team[]> {
  const res = await fetch(`${origin}/api/teams?limit=0&depth=0&sort=id`);
  return ((await res.json()) as { docs: Team[] }).docs;
}

beforeAll(async () => {
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  cms = start(NODE, ['server.ts', '--admin', '--port', String(port), '--data', join(work, 'data'), '--reseed'], {
    cwd: resolve(ROOT, 'cms'),
    // The build's progress goes to the test's output: a first build takes a while and says why.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      CMS_WEBHOOK_URLS: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      REBUILD_WEBHOOK_SECRET: SECRET,
      CMS_ADMIN_PASSWORD: ADMIN.password,
    },
  });
  // The server listens once Payload is seeded and the admin app is built and prepared.
  await waitForUrl(`${origin}/admin/login`, 420_000);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  page = await browser.newPage();
}, 480_000);

afterAll(async () => {
  await browser?.close();
  if (cms) await stop(cms);
  await new Promise((ok) => receiver.close(ok));
  rmSync(work, { recursive: true, force: true });
});

describe("the example CMS's editing screens (/admin)", () => {
  it('logs the admin user in at /admin', async () => {
    await page.goto(`${origin}/admin/login`);
    await page.fill('#field-email', ADMIN.email);
    await page.fill('#field-password', ADMIN.password);
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => url.pathname === '/admin');
    // The dashboard lists the plugin's collections (the news is `blogs`) beside the league's own.
    for (const slug of ['teams', 'players', 'matches', 'blogs', 'media'])
      await page.waitForSelector(`a[href="/admin/collections/${slug}"]`);
  });

  it("lists the demo season's 8 teams, and a team opens to its name field", async () => {
    const season = await teams();
    expect(season).toHaveLength(8);
    await page.goto(`${origin}/admin/collections/teams`);
    await page.waitForSelector('.table tbody tr');
    // The list is titled in the plural (the plugin's labels), not "Team".
    await page.getByRole('heading', { name: 'Teams', exact: true }).waitFor();
    expect(await page.locator('.table tbody tr').count()).toBe(8);
    const listed = await page.locator('.table tbody').innerText();
    for (const team of season) expect(listed).toContain(team.team_name);

    const first = season[0]!;
    await page.goto(`${origin}/admin/collections/teams/${first.id}`);
    await page.waitForSelector('#field-team_name');
    expect(await page.inputValue('#field-team_name')).toBe(first.team_name);
    // Named by its name (the plugin's useAsTitle), not its id.
    await page.getByRole('heading', { name: first.team_name, exact: true }).waitFor();
  });

  it('saves an edit to a team, which sends the signed change webhook', async () => {
    const first = (await teams())[0]!;
    const renamed = `${first.team_name} (edited in the admin)`;
    await page.fill('#field-team_name', renamed);
    const announced = new Promise<void>((ok) => (onChange = ok));
    await page.click('#action-save');
    await announced;
    expect(changes.at(-1)).toMatchObject({ collection: 'teams', id: first.id });
    const after = await fetch(`${origin}/api/teams/${first.id}?depth=0`);
    expect(((await after.json()) as Team).team_name).toBe(renamed);
  });
});
