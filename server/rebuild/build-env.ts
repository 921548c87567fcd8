// What a build child sees of the receiver's environment: an allowlist, never the whole (issue 40). The receiver holds
// secrets no build needs (the webhook secret, the VAPID private key, the alerts' CMS key); a build runs the league's
// content and every package of the site, so it gets only what it reads (docs/deploying.md, "What a build sees").

/** The system's own: where programs and home are, the language, time zone, temporary folder, certificates. */
const SYSTEM = ['PATH', 'HOME', 'USER', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'];

/** The build's own knobs: src/lib/build-env.ts, astro.config.mjs and src/lib/config.ts read them (PUBLIC_* aside). */
const BUILD = [
  'LEAGUE_FULL_SYNC',
  'LEAGUE_ALLOW_EMPTY',
  'LEAGUE_NOW',
  // The public half of the VAPID pair, written into the pages (src/lib/config.ts); the private half never is.
  'VAPID_PUBLIC_KEY',
  // Node's own settings (a larger heap for a nationwide league).
  'NODE_OPTIONS',
];

/** Names the operator adds for the build (a comma-separated list): REBUILD_ENV_ALLOW=NAME,NAME. */
export const ALLOW_VARIABLE = 'REBUILD_ENV_ALLOW';

/** True when a build child may see the variable `name`. */
export function buildMaySee(name: string, extra: readonly string[]): boolean {
  return (
    name.startsWith('PUBLIC_') ||
    name.startsWith('LC_') ||
    SYSTEM.includes(name) ||
    BUILD.includes(name) ||
    extra.includes(name)
  );
}

/** The allowed part of `env`: PUBLIC_*, the system's and the build's variables, and those REBUILD_ENV_ALLOW names. */
export function buildChildEnv(env: Record<string, string | undefined>): Record<string, string> {
  const extra = (env[ALLOW_VARIABLE] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && buildMaySee(k, extra)) out[k] = v;
  return out;
}
