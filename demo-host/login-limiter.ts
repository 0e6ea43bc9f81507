// Login limits per client address and per account, with backoff. An attempt counts from the moment it is let through,
// before its password check runs, so logins sent all at once cannot all slip past a count that is still at zero.
import { addressKey } from './client-address.ts';

/**
 * Failed logins are counted twice: per client address (whatever the email: one client trying many accounts) and
 * per account (whatever the address: many clients trying one account). Past a free allowance each further failure
 * doubles the wait before the next try, up to a ceiling: an attacker is slowed, but cannot lock a member out for
 * long. A count is forgotten once it has had no failure for FORGET_AFTER_MS.
 */
type Allowance = { free: number; ceilingMs: number };
/** An office behind one address (NAT) gets room for its people's typos. */
const PER_ADDRESS: Allowance = { free: 20, ceilingMs: 15 * 60_000 };
/** The member's own typos; at most a minute's wait for them, however many guesses others make. */
const PER_ACCOUNT: Allowance = { free: 5, ceilingMs: 60_000 };
const FORGET_AFTER_MS = 15 * 60_000;
const FIRST_WAIT_MS = 1000;
/** Bounded memory: a flood of distinct keys forgets the oldest. */
const MAX_KEYS = 10_000;

/**
 * `failures` as of `last`; `pending`: attempts let through whose password check has not answered yet, counted as
 * failures (from `started`, the latest of them) until they settle.
 */
type Entry = { failures: number; last: number; pending: number; started: number };

class Counts {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly allowance: Allowance,
    private readonly now: () => number,
  ) {}

  /** The key's entry with stale failures forgotten; none once nothing is left to count. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.failures > 0 && this.now() - entry.last >= FORGET_AFTER_MS) entry.failures = 0;
    if (entry.failures > 0 || entry.pending > 0) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Stored again last, so the map's order is least recently counted first; past MAX_KEYS the oldest goes. */
  private put(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Milliseconds before this key may try again, or 0. */
  waitMs(key: string): number {
    const entry = this.live(key);
    if (!entry) return 0;
    const over = entry.failures + entry.pending - this.allowance.free;
    if (over < 0) return 0;
    const since = this.now() - (entry.pending > 0 ? Math.max(entry.last, entry.started) : entry.last);
    return Math.max(0, Math.min(this.allowance.ceilingMs, FIRST_WAIT_MS * 2 ** over) - since);
  }

  begin(key: string): void {
    const now = this.now();
    const entry = this.live(key) ?? { failures: 0, last: now, pending: 0, started: now };
    this.put(key, { ...entry, pending: entry.pending + 1, started: now });
  }

  /** The pending attempt answered: `failed` counts it as a failure; otherwise it counts for nothing. */
  settle(key: string, failed: boolean): void {
    const held = this.entries.get(key);
    if (held && held.pending > 0) held.pending -= 1;
    const entry = this.live(key);
    if (!failed) return;
    const now = this.now();
    this.put(key, {
      failures: (entry?.failures ?? 0) + 1,
      last: now,
      pending: entry?.pending ?? 0,
      started: entry?.started ?? now,
    });
  }

  /** Failures forgotten; attempts still pending stay counted until they settle. */
  clear(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.failures = 0;
    this.live(key);
  }
}

/** One login let through the limits: settle it once its password check has answered (or never ran). */
export interface LoginAttempt {
  /** The password was checked and did not match. */
  failed(): void;
  /** The password matched: the account's count starts again. */
  succeeded(): void;
  /** The password was never checked (the check queue was full): the attempt counts for nothing. */
  unchecked(): void;
}

/** Login limits per client address and per account (lower-cased email), on the app's clock. */
export class LoginLimiter {
  private readonly addresses: Counts;
  private readonly accounts: Counts;
  constructor(now: () => number) {
    this.addresses = new Counts(PER_ADDRESS, now);
    this.accounts = new Counts(PER_ACCOUNT, now);
  }

  private static account = (email: string) => email.trim().toLowerCase();

  /**
   * Seconds to wait before this address may try this account (nothing is counted), or the attempt, counted as a
   * failure for both from now until it is settled.
   */
  start(ip: string, email: string): number | LoginAttempt {
    const address = addressKey(ip);
    const account = LoginLimiter.account(email);
    const wait = Math.max(this.addresses.waitMs(address), this.accounts.waitMs(account));
    if (wait > 0) return Math.ceil(wait / 1000);
    this.addresses.begin(address);
    this.accounts.begin(account);
    let open = true;
    const settle = (failed: boolean, then?: () => void) => {
      if (!open) return;
      open = false;
      this.addresses.settle(address, failed);
      this.accounts.settle(account, failed);
      then?.();
    };
    return {
      failed: () => settle(true),
      // The address's count stays: a client could otherwise clear it by logging in to an account of its own
      // between guesses.
      succeeded: () => settle(false, () => this.accounts.clear(account)),
      unchecked: () => settle(false),
    };
  }
}
