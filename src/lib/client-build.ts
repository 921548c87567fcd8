// The id of this build's browser code: a digest of the names of every file the client build wrote (each name carries
// a hash of its content). The client build runs before any page renders, in the same process, so the Vite plugin
// that sees its files (src/integrations/island-chunks.ts) leaves the id on globalThis and render-key.ts reads it: the
// page modules are bundled apart from the config's plugins, so a module's own variable would not be shared.
const KEY = Symbol.for('league.client-build');

type Holder = { [KEY]?: string };

export function setClientBuild(id: string): void {
  (globalThis as Holder)[KEY] = id;
}

/** The id, or null outside a build (tests calling render-key.ts directly). */
export function clientBuild(): string | null {
  return (globalThis as Holder)[KEY] ?? null;
}
