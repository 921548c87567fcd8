// Puts a season from seed.ts into a data folder: media files under {data}/media/, documents into the store.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Store } from './store.ts';

export type SeedKind = 'demo' | 'nationwide' | 'hostile';

export const dbFile = (dataDir: string) => join(dataDir, 'demo.sqlite');
export const mediaDir = (dataDir: string) => join(dataDir, 'media');

/** --reseed: the database (with the payment tables other modules keep in it) and the media files go. */
export function wipeDataDir(dataDir: string): void {
  const db = dbFile(dataDir);
  for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
  rmSync(mediaDir(dataDir), { recursive: true, force: true });
}

/** A media file name safe to join under the media folder, or null. */
export function safeFileName(name: string): string | null {
  return name && name === basename(name) && !name.startsWith('.') && !/[\\/\0]/.test(name) ? name : null;
}

/** Builds the season for `now` and stores it in one transaction; returns how many documents went in. */
export async function seedStore(
  store: Store,
  dataDir: string,
  now: Date,
  kind?: string,
  extra: { moment?: string; schools?: number } = {},
): Promise<number> {
  // Imported on demand: the season builder is only needed on an empty database.
  const { buildSeason } = await import('./seed.ts');
  const { MOMENTS } = await import('./seed-knockout.ts');
  const moment = MOMENTS.find((x) => x === extra.moment);
  if (extra.moment !== undefined && !moment)
    throw new Error(`seed: unknown moment ${JSON.stringify(extra.moment)} (${MOMENTS.join(', ')})`);
  const season = buildSeason(now, {
    ...(kind ? { kind: kind as SeedKind } : {}),
    ...(moment ? { moment } : {}),
    ...(extra.schools ? { schools: extra.schools } : {}),
  });
  const dir = mediaDir(dataDir);
  mkdirSync(dir, { recursive: true });
  let count = 0;
  store.transaction(() => {
    const start = now.getTime() - season.media.length * 1000;
    season.media.forEach((m, i) => {
      const name = safeFileName(m.filename);
      if (!name) throw new Error(`seed: unsafe media file name ${JSON.stringify(m.filename)}`);
      writeFileSync(join(dir, name), m.bytes);
      // Media have no times of their own in the seed: one second apart, ending at `now`.
      const at = new Date(start + i * 1000).toISOString();
      store.create(
        'media',
        {
          filename: name,
          alt: m.alt,
          width: m.width,
          height: m.height,
          mimeType: m.mimeType,
          filesize: m.bytes.length,
        },
        { id: m.id, createdAt: at, updatedAt: at },
      );
      count++;
    });
    for (const [collection, docs] of Object.entries(season.collections)) {
      for (const d of docs) {
        store.create(collection, d, { id: d.id, createdAt: d.createdAt, updatedAt: d.updatedAt });
        count++;
      }
    }
  });
  return count;
}
