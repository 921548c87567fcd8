// The hand-over of cms/server.ts's running config to the editing screens: Next bundles the admin app, but it runs in
// the server's process, so a global is the one thing both see.
import type { SanitizedConfig } from 'payload';

const KEY = Symbol.for('nsfl.example-cms.config');
type Holder = { [KEY]?: Promise<SanitizedConfig> };

export function handOver(config: Promise<SanitizedConfig>): void {
  (globalThis as Holder)[KEY] = config;
}

/** The server's config, looked up when first awaited: `next build` loads the app's modules without a server. */
export function runningConfig(): Promise<SanitizedConfig> {
  const lookUp = () => {
    const config = (globalThis as Holder)[KEY];
    if (!config) throw new Error('The editing screens run inside cms/server.ts --admin (npm run cms), not alone.');
    return config;
  };
  return { then: (ok, fail) => Promise.resolve().then(lookUp).then(ok, fail) } as Promise<SanitizedConfig>;
}
