// Cookie sessions in SQLite: created only when a handler stores state, renewed while used, pruned once expired.
// Each kind lives by its own rule (README "What the reference server guarantees"): an anonymous cart for weeks, a
// member for a working day unless they ticked "keep me signed in" (a shared computer must not stay signed in).
import crypto from 'node:crypto';
import type { Database } from './db/sqlite.ts';

const DAY_MS = 24 * 3600 * 1000;
/** An anonymous session (its cart and quote) unused for this long is gone; also a kept member's. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** A member's browser session unused for this long is signed out (someone walked away from a shared computer). */
export const MEMBER_IDLE_MS = 2 * 3600 * 1000;
/** A member's browser session ends this long after login, however much it is used. */
export const MEMBER_LIFETIME_MS = 12 * 3600 * 1000;
/** "Keep me signed in": signed in for this long after login at most. */
const KEPT_LIFETIME_MS = 30 * DAY_MS;
/** Expired sessions are deleted at most this often (on the next request), and at start. */
const PRUNE_EVERY_MS = 3600 * 1000;

export type SessionRow = {
  id: string;
  user_id: number | null;
  order_to_add: number;
  created: number;
  seen: number;
  keep: 0 | 1;
};
/** How a session's cookie is written: for the browser session only (no Max-Age), or for this many seconds. */
export type CookieLife = { maxAgeSeconds: number | undefined };

type Rule = { idle: number; lifetime: number; persistent: boolean };
const ANONYMOUS: Rule = { idle: SESSION_IDLE_MS, lifetime: Number.POSITIVE_INFINITY, persistent: true };
const MEMBER: Rule = { idle: MEMBER_IDLE_MS, lifetime: MEMBER_LIFETIME_MS, persistent: false };
const KEPT: Rule = { idle: SESSION_IDLE_MS, lifetime: KEPT_LIFETIME_MS, persistent: true };
const ruleOf = (row: Pick<SessionRow, 'user_id' | 'keep'>): Rule =>
  row.user_id === null ? ANONYMOUS : row.keep === 1 ? KEPT : MEMBER;

/**
 * `seen` is written at most this often: a small share of the idle time, so a session in use never looks idle
 * (hourly for a 30-day session, every 5 minutes for a member's 2 hours).
 */
const touchEvery = (rule: Rule): number => Math.min(3600 * 1000, rule.idle / 24);

const isSessionId = (v: unknown): v is string => typeof v === 'string' && /^[a-f0-9]{32}$/.test(v);

export class SessionStore {
  private lastPrune = Number.NEGATIVE_INFINITY;
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /**
   * The live session with this id, or undefined (unknown, malformed, idle too long or past its lifetime). An
   * expired one is deleted on the spot: a member's must not wait for the hourly prune.
   */
  find(id: string | undefined): SessionRow | undefined {
    if (!isSessionId(id)) return undefined;
    const row = this.db
      .prepare<[string], SessionRow>('SELECT id, user_id, order_to_add, created, seen, keep FROM sessions WHERE id = ?')
      .get(id);
    if (!row) return undefined;
    const rule = ruleOf(row);
    const now = this.now();
    if (now - row.seen < rule.idle && now - row.created < rule.lifetime) return row;
    this.destroy(row.id);
    return undefined;
  }
  /** A new session; `keep` only for a member who asked to stay signed in. */
  create(userId: number | null, keep = false): string {
    const id = crypto.randomBytes(16).toString('hex');
    const now = this.now();
    this.db
      .prepare('INSERT INTO sessions (id, user_id, order_to_add, created, seen, keep) VALUES (?, ?, 0, ?, ?, ?)')
      .run(id, userId, now, now, userId !== null && keep ? 1 : 0);
    return id;
  }
  /** How the cookie of a session of this kind is written. */
  cookieLife(row: Pick<SessionRow, 'user_id' | 'keep'>): CookieLife {
    const rule = ruleOf(row);
    return { maxAgeSeconds: rule.persistent ? Math.floor(rule.idle / 1000) : undefined };
  }
  /** Ends a session now; its anonymous baskets go at the next prune. */
  destroy(id: string): void {
    this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
  }
  /** Marks the session as used; true when `seen` moved (the caller renews the cookie then). */
  touch(row: SessionRow): boolean {
    const now = this.now();
    if (now - row.seen < touchEvery(ruleOf(row))) return false;
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
    const now = this.now();
    this.lastPrune = now;
    return this.db.transaction(() => {
      const n = this.db
        .prepare<[number, number, number, number]>(
          `DELETE FROM sessions WHERE seen <= ?
             OR (user_id IS NOT NULL AND keep = 0 AND (seen <= ? OR created <= ?))
             OR (user_id IS NOT NULL AND keep = 1 AND created <= ?)`,
        )
        .run(now - SESSION_IDLE_MS, now - MEMBER_IDLE_MS, now - MEMBER_LIFETIME_MS, now - KEPT_LIFETIME_MS).changes;
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
