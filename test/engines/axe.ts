// axe-core in any engine: the host serves it and puts it in the pages that ask (WITH_AXE); violations come back as plain lines.
import type { Driver } from './driver.ts';
import { WITH_AXE } from './host.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** WCAG 2.2 A/AA violations of the current page, one line each (empty when none). */
export async function runAxe(d: Driver): Promise<string[]> {
  return d.evaluate(
    ([param, tags]) =>
      new Promise<string[]>((resolve, reject) => {
        type Axe = {
          run(
            context: Document,
            options: unknown,
          ): Promise<{ violations: { id: string; impact?: string; nodes: { target: string[] }[] }[] }>;
        };
        const run = () =>
          (window as unknown as { axe: Axe }).axe
            .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
            .then((r) => {
              const line = (v: (typeof r.violations)[number]) =>
                `${v.impact ?? 'n/a'} ${v.id}: ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(' | ')}`;
              resolve(r.violations.map(line));
            }, reject);
        if ('axe' in window) return run();
        reject(new Error(`axe-core is not on this page: ask for it with ?${param}=1`));
      }),
    [WITH_AXE, TAGS] as const,
  );
}
