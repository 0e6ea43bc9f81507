// Cookie sessions in SQLite: created only when a handler stores state, renewed while used, pruned once idle.
import crypto from 'node:crypto';
import type { Database } from './db/sqlite.ts';

/** A session unused for this long is gone (its anonymous cart and quote with it). */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
/** Expired sessions are deleted at most this often (on the next request), and at start. */
const PRUNE_EVERY_MS = 3600 * 1000;
/** `seen` is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 3600 * 1000;

export type SessionRow = { id: string; user_id: number | null; order_to_add: number; seen: number };

const isSessionId = (v: unknown): v is string => typeof v === 'string' && /^[a-f0-9]{32}$/.test(v);

export class SessionStore {
  private lastPrune = Number.NEGATIVE_INFINITY;
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** The live session with this id, or undefined (unknown, malformed or expired). */
  find(id: string | undefined): SessionRow | undefined {
    if (!isSessionId(id)) return undefined;
    return this.db
      .prepare<[string, number], SessionRow>(
        'SELECT id, user_id, order_to_add, seen FROM sessions WHERE id = ? AND seen > ?',
      )
      .get(id, this.now() - SESSION_IDLE_MS);
  }
  create(userId: number | null): string {
    const id = crypto.randomBytes(16).toString('hex');
    const now = this.now();
    this.db
      .prepare('INSERT INTO sessions (id, user_id, order_to_add, created, seen) VALUES (?, ?, 0, ?, ?)')
      .run(id, userId, now, now);
    return id;
  }
  /** Ends a session now; its anonymous baskets go at the next prune. */
  destroy(id: string): void {
    this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
  }
  /** Marks the session as used; true when `seen` moved (the caller renews the cookie then). */
  touch(row: SessionRow): boolean {
    const now = this.now();
    if (now - row.seen < TOUCH_EVERY_MS) return false;
    this.db.prepare('UPDATE sessions SET seen = ? WHERE id = ?').run(now, row.id);
    return true;
  }
  setOrderToAdd(id: string, orderId: number): void {
    this.db.prepare('UPDATE sessions SET order_to_add = ? WHERE id = ?').run(orderId, id);
  }
  pruneIfDue(): void {
    if (this.now() - this.lastPrune >= PRUNE_EVERY_MS) this.prune();
  }
  /** Deletes expired sessions, then what only a gone session could reach: its anonymous baskets, lines, comments. */
  prune(): number {
    this.lastPrune = this.now();
    return this.db.transaction(() => {
      const n = this.db.prepare('DELETE FROM sessions WHERE seen <= ?').run(this.now() - SESSION_IDLE_MS).changes;
      const baskets =
        "SELECT id FROM baskets WHERE owner LIKE 's:%' AND substr(owner, 3) NOT IN (SELECT id FROM sessions)";
      const lines = `SELECT id FROM lines WHERE basket_id IN (${baskets})`;
      this.db.exec(`DELETE FROM comments WHERE line_id IN (${lines})`);
      this.db.exec(`DELETE FROM lines WHERE id IN (${lines})`);
      this.db.exec(`DELETE FROM baskets WHERE id IN (${baskets})`);
      return n;
    })();
  }
}
