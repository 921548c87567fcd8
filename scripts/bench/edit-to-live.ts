// Edit to live: the time from a signed webhook to the edited page being served by the self-hosted receiver.
import { randomBytes } from 'node:crypto';
import { freePort } from '../lib/proc.ts';
import { startRebuildServer } from '../../server/rebuild/receiver.ts';
import { sign } from '../../server/webhook.ts';
import { startStaticServer } from '../serve.ts';
import { pickPlayer, renamePlayer } from './player-edit.ts';

export type EditToLive = { ms: number; buildMs: number; debounceMs: number; page: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `buildEnv` and `cacheDir` are those of the builds before: the receiver starts where a live site would be, its first
 * build a rebuild without change, then the edit.
 */
export async function measureEditToLive(opts: {
  apiUrl: string;
  buildEnv: Record<string, string>;
  cacheDir: string;
  workDir: string;
  avoid: string[];
  log: (l: string) => void;
}): Promise<EditToLive> {
  const secret = randomBytes(16).toString('hex');
  const debounceMs = 1500; // the receiver's default
  const rx = await startRebuildServer({
    secret,
    port: await freePort(),
    workDir: opts.workDir,
    cacheDir: opts.cacheDir,
    debounceMs,
    log: () => {},
    buildEnv: opts.buildEnv,
  });
  // What nginx does in production: serve the live pointer, following the symlink on every request.
  const site = await startStaticServer({ root: rx.pointer, port: 0 });
  try {
    await rx.rebuilder.idle();
    if (rx.rebuilder.history[0]?.result !== 'success')
      throw new Error(`initial build failed: ${rx.rebuilder.history[0]?.error}`);
    const player = await pickPlayer(opts.apiUrl, opts.avoid);
    const name = `${player.name} Livecheck`;
    const page = `/teams/${player.team}/players/${player.id}`;
    await renamePlayer(opts.apiUrl, player.id, name);
    // What the CMS hook sends (docs/deploying.md), timed from the moment it is posted.
    const body = JSON.stringify({ collection: 'players', id: Number(player.id), operation: 'update' });
    const ts = String(Math.floor(Date.now() / 1000));
    const t0 = performance.now();
    const res = await fetch(`${rx.url}/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Webhook-Timestamp': ts,
        'X-Webhook-Signature': sign(secret, ts, body),
      },
      body,
    });
    if (res.status !== 202) throw new Error(`webhook answered ${res.status}`);
    for (;;) {
      const html = await (await fetch(`${site.url}${page}`)).text();
      if (html.includes(name)) break;
      if (performance.now() - t0 > 600_000) throw new Error('the edited page was not served within 10 minutes');
      await sleep(50);
    }
    const ms = performance.now() - t0;
    // The edit's build record is written once the receiver has also compared the new build with the old one, which
    // it does after going live: wait for it rather than read the previous build's.
    await rx.rebuilder.idle();
    const buildMs = rx.rebuilder.history[0]?.durationMs ?? 0;
    opts.log(
      `edit to live: ${(ms / 1000).toFixed(1)} s (debounce ${debounceMs / 1000} s, build ${(buildMs / 1000).toFixed(1)} s)`,
    );
    return { ms, buildMs, debounceMs, page };
  } finally {
    await rx.close();
    await site.close();
  }
}
