import fs from 'node:fs';
import path from 'node:path';
import { IMAGES_DIR, seed, seedFingerprint, type SeedReport } from '../../seed/seed.ts';
import { DB_FILE, openDb, storedFingerprint, type Db } from './db.ts';

function removeData(dataDir: string): void {
  for (const f of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) fs.rmSync(path.join(dataDir, f), { force: true });
  fs.rmSync(path.join(dataDir, IMAGES_DIR), { recursive: true, force: true });
}

/**
 * Opens the data folder, seeding it when the database is new, when `reset` is asked, or when it was
 * seeded from different seed sources or a different generated-product count.
 */
export async function prepareData(dataDir: string, opts: { reset: boolean; products: number }): Promise<{ db: Db; seeded: SeedReport | null; reason: string | null }> {
  if (opts.reset) removeData(dataDir);
  const existed = fs.existsSync(path.join(dataDir, DB_FILE));
  let reason: string | null = opts.reset ? 'reset' : existed ? null : 'first start';
  if (existed && !opts.reset) {
    const stored = storedFingerprint(dataDir);
    if (stored !== seedFingerprint(opts.products)) {
      reason = stored ? 'seed sources or --products changed' : 'incomplete earlier seed';
      removeData(dataDir);
    }
  }
  const db = openDb(dataDir);
  const seeded = reason ? await seed(db, dataDir, { products: opts.products }) : null;
  return { db, seeded, reason };
}
