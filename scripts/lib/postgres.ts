// A throw-away Postgres for the bench (Debian's `postgresql`, installed when missing): a private cluster in a temp
// folder on a free port, its socket in that folder, removed on stop. Postgres refuses to run as root, so as root the
// cluster belongs to the `postgres` user and its programs run as that user (setpriv, no shell in between).
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { aptInstall, freePort, run, start } from './proc.ts';

export type Postgres = {
  uri: (database: string) => string;
  version: string;
  /** A query's rows (as JSON, through psql), read straight from the database. */
  query: <T>(database: string, sql: string) => Promise<T[]>;
  stop: () => Promise<void>;
};

function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

export async function startPostgres(log: (line: string) => void): Promise<Postgres> {
  let bin = binDir();
  if (!bin) {
    if (process.getuid?.() !== 0) throw new Error('postgres: not installed, and installing it needs root');
    log('postgres: installing Debian’s postgresql');
    await aptInstall('postgresql');
    bin = binDir();
    if (!bin) throw new Error('postgres: installed, yet no /usr/lib/postgresql/*/bin/postgres');
  }
  const root = process.getuid?.() === 0;
  const ids = root
    ? execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim() +
      ':' +
      execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()
    : null;
  // As root, programs run as postgres; otherwise as ourselves.
  const as = (program: string, args: string[]): [string, string[]] =>
    ids
      ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', join(bin!, program), ...args]]
      : [join(bin!, program), args];
  const dir = mkdtempSync(join(tmpdir(), 'league-postgres-'));
  if (ids) {
    const [uid, gid] = ids.split(':').map(Number) as [number, number];
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  let server: ChildProcess | null = null;
  const stop = async () => {
    // SIGINT: Postgres's fast shutdown (open sessions are ended, nothing is waited for).
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((ok) => server!.once('exit', ok));
      server.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'] };
    await run(
      ...as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']),
      {
        ...quiet,
        cwd: dir,
      },
    );
    // Defaults otherwise (fsync on, read committed): the rush runs on a Postgres as a league's would be.
    server = start(...as('postgres', ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']), {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr?.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`postgres exited: ${errors}`);
      try {
        execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
        break;
      } catch {
        if (i > 300) throw new Error(`postgres did not start within 30 s: ${errors}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
    log(`postgres: ${version} on 127.0.0.1:${port}, cluster in ${dir}`);
    const query = async <T>(database: string, sql: string): Promise<T[]> => {
      const wrapped = `SELECT coalesce(json_agg(q), '[]'::json) FROM (${sql}) q`;
      const args = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-XAtq', '-c', wrapped];
      const { stdout } = await promisify(execFile)(join(bin!, 'psql'), args, { maxBuffer: 256 * 2 ** 20 });
      return JSON.parse(stdout) as T[];
    };
    return { uri: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`, version, query, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
