// The review box as the product page renders it: 1000 characters, truncated, counter announced politely in en and fr.
import { fakeIntersections } from '../../test/support/intersections.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';

const review =
  '<form class="sf-review"><label for="sf-review-text">Your review</label><textarea id="sf-review-text" name="review" maxlength="1000" data-sf-char-counter="1000"></textarea></form>';
const type = (field: HTMLTextAreaElement, value: string) =>
  settle(() => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });

beforeAll(() => define());

it('shows the characters left once the field nears the viewport, linked to it and announced politely', async () => {
  const view = fakeIntersections();
  const host = await mountHtml(review);
  const field = host.querySelector('textarea') as HTMLTextAreaElement;
  await vi.waitFor(() => expect(host.querySelector('.sf-char-counter')).not.toBeNull());
  const counter = host.querySelector('.sf-char-counter');
  expect(counter?.textContent).toBe('');
  view.enter(field);
  expect(counter?.textContent).toBe('1000 characters left');
  expect(counter?.getAttribute('aria-live')).toBe('polite');
  expect(field.getAttribute('aria-describedby')).toContain(counter?.id);
  await type(field, 'Great pens');
  expect(counter?.textContent).toBe('990 characters left');
  await type(field, 'x'.repeat(999));
  expect(counter?.textContent).toBe('1 characters left');
});

it('truncates at 1000 and says the limit is reached, in French too', async () => {
  const host = await mountHtml(review, 'fr');
  const field = host.querySelector('textarea') as HTMLTextAreaElement;
  await type(field, 'é'.repeat(1005));
  expect(field.value).toHaveLength(1000);
  expect(host.querySelector('.sf-char-counter')?.textContent).toBe('vous avez atteint la limite');
});

it('uses the review limit when the field has no maxlength', async () => {
  const host = await mountHtml('<form class="sf-review"><textarea name="review"></textarea></form>');
  const field = host.querySelector('textarea') as HTMLTextAreaElement;
  await type(field, 'y'.repeat(1200));
  expect(field.value).toHaveLength(1000);
  expect(host.querySelector('.sf-char-counter')?.textContent).toBe('you have reached the limit');
});
