// @vitest-environment node
// Logins sent all at once: the limits hold while password checks are still running, and one client cannot fill the
// password-check queue that every shopper's login waits in.
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../test/support/demo-app.ts';
import { buildApp } from './app.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const a of apps.splice(0)) await a.close();
});
const start = async () => {
  const dataDir = makeTempDir();
  const now = Date.UTC(2026, 10, 25, 10);
  const app = await buildApp({ dataDir, distDir: path.join(dataDir, 'no-dist'), now: () => now });
  apps.push(app);
  return app;
};

const tryLogin = (app: FastifyInstance, address: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password, returnUrl: '/' }).toString(),
  });

/** Every password check (one scrypt run) held until the test lets it go; `started` counts the checks begun. */
const holdChecks = () => {
  const real = crypto.scrypt;
  const held: (() => void)[] = [];
  const spy = vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: Parameters<typeof real>) => {
    held.push(() => real(...args));
  }) as typeof real);
  return { held, started: () => spy.mock.calls.length };
};

/** Lets the held checks go, one at a time, until every login has been answered. */
const answerAll = async (
  logins: Promise<LightMyRequestResponse>[],
  held: (() => void)[],
): Promise<LightMyRequestResponse[]> => {
  let answered = 0;
  for (const login of logins) login.then(() => (answered += 1)).catch(() => undefined);
  while (answered < logins.length) {
    await vi.waitFor(() => expect(held.length > 0 || answered === logins.length).toBe(true), { timeout: 10_000 });
    held.shift()?.();
  }
  return Promise.all(logins);
};

const count = (replies: LightMyRequestResponse[], status: number) =>
  replies.filter((r) => r.statusCode === status).length;

describe('one account guessed by many logins sent at once', () => {
  it('lets at most five reach the password check; the others are refused with a wait', async () => {
    const app = await start();
    const checks = holdChecks();
    const burst = () =>
      Array.from({ length: 20 }, (_, i) => tryLogin(app, '10.0.4.1', 'buyer@example.com', `guess${i}`));
    // Two bursts on a clock that does not move: the allowance is five guesses in all, then a wait.
    const replies = [...(await answerAll(burst(), checks.held)), ...(await answerAll(burst(), checks.held))];

    expect(checks.started()).toBeGreaterThan(0);
    expect(checks.started()).toBeLessThanOrEqual(5);
    // Every check made was a wrong guess; every other login was refused without one, and told when to come back.
    expect(count(replies, 401)).toBe(checks.started());
    const refused = replies.filter((r) => r.statusCode !== 401);
    expect(refused.length).toBe(40 - checks.started());
    for (const r of refused) {
      expect([429, 503]).toContain(r.statusCode);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(count(replies, 429)).toBeGreaterThan(0);
    // The account now waits, whoever tries it, with the right password too.
    expect((await tryLogin(app, '10.0.4.2', 'buyer@example.com', 'demo')).statusCode).toBe(429);
  });

  it('a check that never ran (the queue was full) does not count against the account', async () => {
    const app = await start();
    const checks = holdChecks();
    // Eighteen other shoppers fill the queue (two running, sixteen waiting), one address each.
    const others = Array.from({ length: 18 }, (_, i) =>
      tryLogin(app, `10.0.5.${i + 1}`, `other${i}@example.com`, 'demo'),
    );
    await vi.waitFor(() => expect(checks.held.length).toBe(2), { timeout: 10_000 });
    const busy = await Promise.all(
      Array.from({ length: 6 }, () => tryLogin(app, '10.0.6.1', 'buyer@example.com', 'demo')),
    );
    for (const r of busy) expect(r.statusCode).toBe(503);
    await answerAll(others, checks.held);
    const member = tryLogin(app, '10.0.6.1', 'buyer@example.com', 'demo');
    const [reply] = await answerAll([member], checks.held);
    expect(reply?.statusCode).toBe(303);
  });
});

describe('one client cannot keep everyone else busy', () => {
  it.each<[string, (i: number) => string]>([
    ['an IPv4 address', () => '203.0.113.7'],
    ['addresses rotated inside one IPv6 /64', (i) => `2001:db8:5:6:${(i + 1).toString(16)}::${i + 3}`],
  ])('%s: its logins take a few places in the queue; another shopper still gets checked', async (_, address) => {
    const app = await start();
    const checks = holdChecks();
    // Fresh emails each time, so no account limit stops them first.
    const flood = Array.from({ length: 18 }, (_, i) => tryLogin(app, address(i), `flood${i}@example.com`, 'x'));
    const shopper = tryLogin(app, '198.51.100.20', 'buyer@example.com', 'demo');
    const replies = await answerAll([...flood, shopper], checks.held);

    expect(replies.at(-1)?.statusCode).toBe(303);
    const flooded = replies.slice(0, -1);
    expect(count(flooded, 401)).toBeLessThanOrEqual(4);
    expect(count(flooded, 503)).toBe(18 - count(flooded, 401));
    for (const r of flooded.filter((x) => x.statusCode === 503)) expect(r.headers['retry-after']).toBe('5');
  });
});
