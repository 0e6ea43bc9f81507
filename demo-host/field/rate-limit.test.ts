// Reports per client address per minute: a page's beacons pass, a flood is answered 429 until the minute turns.
import { RateLimit } from './rate-limit.ts';

it('lets the allowance through, refuses the next until the window has passed, counts each address apart', () => {
  const clock = { now: 1_000_000 };
  const limit = new RateLimit(3, 60_000, () => clock.now);
  expect([1, 2, 3].map(() => limit.take('192.0.2.1'))).toEqual([0, 0, 0]);
  expect(limit.take('192.0.2.1')).toBe(60);
  expect(limit.take('192.0.2.2')).toBe(0);
  clock.now += 45_000;
  expect(limit.take('192.0.2.1')).toBe(15);
  clock.now += 15_000;
  expect(limit.take('192.0.2.1')).toBe(0);
});

it('counts an IPv6 /64 as one client', () => {
  const limit = new RateLimit(1, 60_000, () => 0);
  expect(limit.take('2001:db8:1:2::1')).toBe(0);
  expect(limit.take('2001:db8:1:2::ffff')).toBe(60);
});
