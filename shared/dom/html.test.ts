// Server HTML goes in without running anything: no scripts, no inline handlers, no javascript: URLs.
import { insertHtml } from './html.ts';

it('inserts markup but drops scripts, handlers and script URLs', () => {
  const target = document.createElement('div');
  insertHtml(
    target,
    '<p class="x" onclick="alert(1)">Hi</p><script>window.pwned = 1</script><img src="x" onerror="alert(1)"><a href=" javascript:alert(1)">a</a><a href="/ok">b</a><iframe srcdoc="<script>1</script>"></iframe>',
  );
  expect(target.querySelector('p')?.textContent).toBe('Hi');
  expect(target.querySelector('p')?.hasAttribute('onclick')).toBe(false);
  expect(target.querySelector('script')).toBeNull();
  expect(target.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  expect(target.querySelectorAll('a')[0]?.hasAttribute('href')).toBe(false);
  expect(target.querySelectorAll('a')[1]?.getAttribute('href')).toBe('/ok');
  expect(target.querySelector('iframe')?.hasAttribute('srcdoc')).toBe(false);
});

it('appends without touching the nodes already there', () => {
  const target = document.createElement('ul');
  insertHtml(target, '<li>1</li>');
  const first = target.firstElementChild;
  const added = insertHtml(target, '<li>2</li><li>3</li>', 'append');
  expect(target.firstElementChild).toBe(first);
  expect(added).toHaveLength(2);
  expect(target.children).toHaveLength(3);
});
