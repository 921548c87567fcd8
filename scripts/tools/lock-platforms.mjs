// Adds the lock entries of platform-only optional packages that this workplace's npm mirror does not carry,
// so that `npm ci` accepts the lock on every machine (see docs/decisions/foundation.md, "Lock file and the npm mirror").
// Plain JavaScript so it runs on any Node: `node scripts/tools/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const platform = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const suffix = Object.keys(platform).find((p) => name.endsWith(`-${p}`));
    const target = `node_modules/${name}`;
    if (!suffix || packages[target] || packages[`${path}/${target}`]) continue;
    packages[target] = { version, license: entry.license, optional: true, ...platform[suffix] };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: ${added} platform entries added`);
