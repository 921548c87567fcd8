// The faults bench's Netlify scenario (issue 40): a real `netlify build --offline`, without any build cache, of a copy of
// the site whose PUBLIC_API_URL is a CMS answering every list empty (scripts/lib/fault-proxy.ts). It must fail, with the
// content loader's "an empty league is never published", and leave nothing to publish. Netlify's CLI is installed from
// npm into node_modules/.cache/netlify-cli when missing (not a dependency: the site's builds never need it).
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startFaultProxy } from '../lib/fault-proxy.ts';
import { countPages } from '../../server/rebuild/shrink.ts';
import { ROOT, run } from '../lib/proc.ts';

const CLI_VERSION = '27.10.2';
const CLI_DIR = join(ROOT, 'node_modules/.cache/netlify-cli');
const CLI = join(CLI_DIR, 'node_modules/netlify-cli/bin/run.js');
/** A build that fails at its content sync ends in a minute; one that does not is stopped. */
const LIMIT_MS = 10 * 60_000;

/** Netlify's CLI, installed on first use. */
async function netlifyCli(log: (l: string) => void): Promise<string> {
  if (existsSync(CLI)) return CLI;
  log(`installing netlify-cli@${CLI_VERSION} into ${CLI_DIR}`);
  mkdirSync(CLI_DIR, { recursive: true });
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefix', CLI_DIR, `netlify-cli@${CLI_VERSION}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return CLI;
}

/** The repository's files (as git lists them) in `dir`, with its node_modules linked: a fresh checkout, no cache. */
function checkout(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const f of files) {
    if (!existsSync(join(ROOT, f))) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(ROOT, f), join(dir, f));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
}

/** Runs `netlify build --offline` in `cwd`; its exit code and output. */
function netlifyBuild(cli: string, cwd: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'build', '--offline'], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    const take = (c: Buffer) => void (out = (out + c.toString()).slice(-200_000));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, LIMIT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), out });
    });
  });
}

/** The scenario's body, for faults.ts's `scenario()`. */
export async function cachelessNetlifyBuild(
  apiUrl: string,
  workDir: string,
  log: (l: string) => void,
): Promise<{ ok: boolean; detail: string }> {
  const cli = await netlifyCli(log);
  const dir = join(workDir, 'netlify-site');
  rmSync(dir, { recursive: true, force: true });
  checkout(dir);
  const cms = await startFaultProxy(apiUrl);
  cms.mode = 'empty';
  try {
    const t0 = Date.now();
    const { code, out } = await netlifyBuild(cli, dir, {
      PUBLIC_API_URL: cms.url,
      PUBLIC_SITE_URL: 'https://league.example.org',
    });
    // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what this pattern strips
    const clean = out.replace(/\x1b\[[0-9;]*m/g, '');
    const refused = /an empty league is never published/.test(clean);
    const pages = countPages(join(dir, 'dist')) ?? 0;
    const s = ((Date.now() - t0) / 1000).toFixed(0);
    if (code === 0 || !refused) log(`netlify build's output:\n${clean.slice(-20_000)}`);
    return {
      ok: code !== 0 && refused && pages === 0,
      detail: `netlify build --offline without cache ${code === 0 ? 'SUCCEEDED' : `failed (exit ${code}) in ${s} s`}${refused ? ' on "an empty league is never published"' : ', not on the empty-league rule'}; ${pages} page(s) left to publish`,
    };
  } finally {
    await cms.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
