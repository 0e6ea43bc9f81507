// @vitest-environment node
// Rules no shipped manifest exercises today: an attribute renamed within this major (AttrSpec.renamedFrom).
import { expect, it, vi } from 'vitest';
import { defineManifest } from '../../shared/manifest.ts';

vi.mock('./manifests.ts', () => {
  const renamed = defineManifest({
    tag: 'sf-demo-renamed',
    summary: 'A tag whose attribute was renamed.',
    schema: { pageSize: { type: 'number', default: 10, min: 1, integer: true, renamedFrom: ['data-size'] } },
    attributes: { pageSize: 'Items per page.' },
    docs: 'README.md',
  });
  return { tagManifests: () => [renamed], behaviourManifests: () => [], MANIFESTS: { renamed } };
});

const { checkMarkup } = await import('./page.ts');

it('reports the old name where it is written, and reads its value as the widget does', () => {
  const html =
    '<!doctype html><html><head></head><body>\n<sf-demo-renamed data-size="0"></sf-demo-renamed></body></html>';
  const findings = checkMarkup(html, 'http://shop.example/', 'en', true).findings;
  expect(findings.map((f) => [f.rule, f.attribute, f.line, f.column])).toEqual([
    ['renamed-attribute', 'data-size', 2, 18],
    ['invalid-value', 'data-size', 2, 18],
  ]);
  expect(findings[0]?.fix).toBe('Rename it data-page-size.');
  expect(findings[1]?.message).toContain('data-size="0" on <sf-demo-renamed> is not a number of at least 1');
});
