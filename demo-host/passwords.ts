// Password hashes: scrypt, checked off the event loop in one queue per process, with a share of that queue per client
// so one client cannot keep every shopper's login waiting.
import crypto from 'node:crypto';
import { addressKey } from './client-address.ts';

// scrypt's defaults (N=16384, r=8, p=1): a deliberate cost per hash (0.3 s measured on a loaded 2-core machine), what
// makes a leaked table slow to guess.
const KEY_LENGTH = 32;

/** `scrypt$<salt>$<hash>`, base64. Synchronous: only for seeding and migrating at start, never per request. */
export const hashPassword = (password: string): string => {
  const salt = crypto.randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${crypto.scryptSync(password, salt, KEY_LENGTH).toString('base64')}`;
};

/**
 * Checked when the account does not exist, so an unknown email costs one scrypt run, as a wrong password does. A
 * random salt and hash: no password matches it, and making it costs nothing (made on first use).
 */
let dummyHash: string | undefined;
const standIn = (): string => {
  dummyHash ??= `scrypt$${crypto.randomBytes(16).toString('base64')}$${crypto.randomBytes(KEY_LENGTH).toString('base64')}`;
  return dummyHash;
};

/** Checks running at once: scrypt runs on libuv's pool (4 threads), which file reads and compression share. */
const CHECKS_AT_ONCE = 2;
/** Checks waiting beyond those: past this the login is answered "busy" at once rather than queued for long. */
const CHECKS_WAITING = 16;

/**
 * Checks one client (an address, an IPv6 /64: client-address.ts) may have running or waiting at once. An office
 * behind one address rarely has more people pressing "log in" within the same second; a client flooding the queue
 * takes this many places and no more, so others' logins still get checked.
 */
const CHECKS_PER_CLIENT = 4;

/** Too many password checks queued: answer "busy, try again shortly" (pages/account.ts). */
export class PasswordChecksBusy extends Error {}

/** The process's password checks (one libuv pool per process, so one queue per process). */
const checks = { running: 0, waiting: [] as (() => void)[], perClient: new Map<string, number>() };

const holding = (client: string, change: 1 | -1): void => {
  const n = (checks.perClient.get(client) ?? 0) + change;
  if (n > 0) checks.perClient.set(client, n);
  else checks.perClient.delete(client);
};

const scrypt = (password: string, salt: Buffer, length: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, length, (err, key) => (err ? reject(err) : resolve(key)));
  });

/**
 * Runs one scrypt off the event loop, at most CHECKS_AT_ONCE together; the rest wait their turn, within the queue's
 * size and the client's share of it.
 */
const queued = async (clientIp: string, password: string, salt: Buffer, length: number): Promise<Buffer> => {
  const client = addressKey(clientIp);
  if ((checks.perClient.get(client) ?? 0) >= CHECKS_PER_CLIENT) throw new PasswordChecksBusy();
  const mustWait = checks.running >= CHECKS_AT_ONCE;
  if (mustWait && checks.waiting.length >= CHECKS_WAITING) throw new PasswordChecksBusy();
  holding(client, 1);
  try {
    if (mustWait) await new Promise<void>((turn) => checks.waiting.push(turn));
    else checks.running += 1;
    return await scrypt(password, salt, length);
  } finally {
    holding(client, -1);
    // The slot passes straight to the next waiter (running stays counted), or is freed.
    const next = checks.waiting.shift();
    if (next) next();
    else checks.running -= 1;
  }
};

/**
 * True when the password matches the stored hash; `stored` undefined (no such account) checks the stand-in.
 * Throws PasswordChecksBusy when the queue, or this client's share of it, is full.
 */
export const verifyPassword = async (
  clientIp: string,
  password: string,
  stored: string | undefined,
): Promise<boolean> => {
  const [scheme, salt, hash] = (stored ?? standIn()).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await queued(clientIp, password, Buffer.from(salt, 'base64'), expected.length);
  return crypto.timingSafeEqual(actual, expected) && stored !== undefined;
};
