// The demo API's data folder: documents survive a restart on the same folder, --reseed wipes it, and the Store itself.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../../scripts/demo-api/store.ts';
import { ADMIN, getJson, postJson, start, tempDir } from './support.ts';

const dirs: string[] = [];
const fresh = () => {
  const d = tempDir();
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps documents across a restart on the same data folder', async () => {
    const dataDir = fresh();
    const first = await start({ dataDir });
    const created = await postJson(
      `${first.api}/sponsors`,
      { name: 'Everest Bank', website: 'https://example.com' },
      ADMIN,
    );
    expect(created.status).toBe(201);
    await postJson(`${first.api}/subscribers`, { email: 'keep@example.com' });
    await first.close();
    expect(existsSync(join(dataDir, 'demo.sqlite'))).toBe(true);

    const second = await start({ dataDir });
    try {
      expect(await getJson(`${second.api}/sponsors/${created.body.doc.id}`)).toMatchObject({
        status: 200,
        body: { name: 'Everest Bank', createdAt: created.body.doc.createdAt },
      });
      expect((await getJson(`${second.api}/subscribers`, { headers: ADMIN })).body.docs[0].email).toBe(
        'keep@example.com',
      );
      // Ids keep counting from the stored ones.
      const next = await postJson(`${second.api}/sponsors`, { name: 'Second' }, ADMIN);
      expect(next.body.doc.id).toBe(created.body.doc.id + 1);
    } finally {
      await second.close();
    }
  });

  it('--reseed wipes the database (and with seeding off leaves it empty)', async () => {
    const dataDir = fresh();
    const first = await start({ dataDir });
    await postJson(`${first.api}/sponsors`, { name: 'Old' }, ADMIN);
    await first.close();
    const second = await start({ dataDir, reseed: true });
    try {
      expect((await getJson(`${second.api}/sponsors`)).body.totalDocs).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('Store', () => {
  it('creates with given or next ids, updates shallowly with a later updatedAt, deletes, and rolls back', () => {
    const store = new Store(join(fresh(), 'demo.sqlite'));
    try {
      expect(store.isEmpty()).toBe(true);
      const a = store.create('posts', { title: 'A', isActive: true }, { id: 7, createdAt: '2025-01-01T00:00:00.000Z' });
      expect(a).toEqual({
        id: 7,
        title: 'A',
        isActive: true,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      });
      expect(store.create('posts', { title: 'B' }).id).toBe(8);
      const u = store.update('posts', '7', { isActive: false, id: 99 });
      expect(u).toMatchObject({ id: 7, title: 'A', isActive: false, createdAt: a.createdAt });
      expect(Date.parse(u!.updatedAt)).toBeGreaterThan(Date.parse(a.updatedAt));
      expect(store.all('posts').map((d) => d.id)).toEqual([7, 8]);
      expect(() => {
        (store.get('posts', 7) as Record<string, unknown>).title = 'mutated';
      }).toThrow();
      expect(() =>
        store.transaction(() => {
          store.create('posts', { title: 'C' });
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(store.all('posts')).toHaveLength(2);
      expect(store.delete('posts', 8)).toBe(true);
      expect(store.delete('posts', 8)).toBe(false);
      expect(store.get('posts', 'x')).toBeUndefined();
      store.clear();
      expect(store.isEmpty()).toBe(true);
    } finally {
      store.close();
    }
  });
});
