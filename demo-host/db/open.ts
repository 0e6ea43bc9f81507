// Opens (creating and seeding on first use) the demo database in a data folder.
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../passwords.ts';
import { SCHEMA_SQL } from './schema.ts';
import { ensureDemoUsers, seedDatabase } from './seed.ts';
import { Database } from './sqlite.ts';

export const DB_FILE = 'storefront-demo.sqlite';

export const openDatabase = (dataDir: string, now: number): Database => {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec(SCHEMA_SQL);
  migrate(db);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (!seeded) seedDatabase(db, now);
  else ensureDemoUsers(db);
  return db;
};

/** Brings a database made by an older demo-host up to the current schema. */
const migrate = (db: Database): void => {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(sessions)').all();
  if (!columns.some((c) => c.name === 'seen')) {
    db.exec('ALTER TABLE sessions ADD COLUMN seen INTEGER NOT NULL DEFAULT 0; UPDATE sessions SET seen = created;');
    // The old code wrote a session for every cookieless request: drop the anonymous ones that hold no line (their
    // empty baskets go with the next prune).
    db.exec(`DELETE FROM sessions WHERE user_id IS NULL AND order_to_add = 0 AND 's:' || id NOT IN
      (SELECT b.owner FROM baskets b JOIN lines l ON l.basket_id = b.id)`);
  }
  db.exec('CREATE INDEX IF NOT EXISTS sessions_seen ON sessions(seen)');
  // Sessions from before "keep me signed in": a member's becomes a browser-session one (the shorter lifetime).
  if (
    !db
      .prepare<[], { name: string }>('PRAGMA table_info(sessions)')
      .all()
      .some((c) => c.name === 'keep')
  )
    db.exec('ALTER TABLE sessions ADD COLUMN keep INTEGER NOT NULL DEFAULT 0');
  if (
    !db
      .prepare<[], { name: string }>('PRAGMA table_info(users)')
      .all()
      .some((c) => c.name === 'is_editor')
  )
    db.exec('ALTER TABLE users ADD COLUMN is_editor INTEGER NOT NULL DEFAULT 0');
  // Passwords an older demo-host stored in plain text are hashed in place.
  const plain = db.prepare<[], { id: number; password: string }>(
    "SELECT id, password FROM users WHERE password NOT LIKE 'scrypt$%'",
  );
  const rehash = db.prepare('UPDATE users SET password = ? WHERE id = ?');
  for (const u of plain.all()) rehash.run(hashPassword(u.password), u.id);
};

export const removeDatabase = (dataDir: string): void => {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, DB_FILE + suffix), { force: true });
};
