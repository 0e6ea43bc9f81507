// Reports per client address in a fixed window: enough for every tab of an office behind one address, not a flood.
import { addressKey } from '../client-address.ts';

/** Bounded memory: a flood of distinct addresses forgets the oldest window first. */
const MAX_KEYS = 10_000;

export class RateLimit {
  private readonly windows = new Map<string, { start: number; used: number }>();
  constructor(
    private readonly allowance: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one request from this address: 0 when it may pass, else the seconds until its window turns. */
  take(ip: string): number {
    const key = addressKey(ip);
    const now = this.now();
    const held = this.windows.get(key);
    const window = held && now - held.start < this.windowMs ? held : { start: now, used: 0 };
    if (window.used >= this.allowance) return Math.ceil((window.start + this.windowMs - now) / 1000);
    window.used += 1;
    // Stored again last, so the map's order is the oldest window first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    return 0;
  }
}
