// Which URL recent server HTML came from: the last 20 replies are remembered, empty ones never.
import { htmlSourceOf, noteHtmlSource } from './html-sources.ts';

it('remembers the 20 most recent replies, forgetting the oldest first', () => {
  const reply = (n: number) => `<p>recent ${n}</p>`;
  for (let n = 1; n <= 21; n++) noteHtmlSource(reply(n), `/call/${n}`);
  expect(htmlSourceOf(reply(1))).toBeUndefined();
  expect(htmlSourceOf(reply(2))).toBe('/call/2');
  expect(htmlSourceOf(reply(21))).toBe('/call/21');
});

it('does not let an empty reply take the place of a real one', () => {
  const reply = (n: number) => `<p>kept ${n}</p>`;
  for (let n = 1; n <= 20; n++) noteHtmlSource(reply(n), `/call/${n}`);
  noteHtmlSource('', '/empty');
  expect(htmlSourceOf('')).toBeUndefined();
  expect(htmlSourceOf(reply(1))).toBe('/call/1');
});
