// WCAG 2.5.3 (label in name) as axe-core checks it: the visible text's words appear, in order and together, in the name.
const words = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether the element's visible text (aria-hidden parts included: they are seen) is contained in its name. */
export function visibleTextInName(element: Element): boolean {
  const visible = words(element.textContent ?? '');
  const name = words(element.getAttribute('aria-label') ?? element.textContent ?? '');
  if (visible.length === 0) return true;
  for (let i = 0; i + visible.length <= name.length; i++)
    if (visible.every((word, j) => name[i + j] === word)) return true;
  return false;
}
