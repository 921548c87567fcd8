// Reads what the demo API stored, straight from its SQLite file (read-only), as the issue asks of the form tests.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATA_DIR } from './env.ts';

/** Every stored document of a collection (scripts/demo-api/store.ts keeps them as JSON in the `docs` table). */
export function storedDocs(collection: string): Array<Record<string, unknown>> {
  const db = new DatabaseSync(join(DATA_DIR, 'demo.sqlite'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT data FROM docs WHERE collection = ? ORDER BY id').all(collection) as Array<{
      data: string;
    }>;
    return rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
  } finally {
    db.close();
  }
}
