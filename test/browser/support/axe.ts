// Runs axe-core on the current page (or a part of it) and fails with a readable list of the violations. In axe's legacy
// mode: the run is finished in the page itself, not in a second page that @axe-core/playwright opens for every check
// (about 1.4 s a check here). The demo pages have no frame, which is what that second page is for.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n')}`,
  );
  throw new Error(`${label}: ${violations.length} axe violation(s)\n  ${lines.join('\n  ')}`);
}
