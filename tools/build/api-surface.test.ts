// The public-surface check: what it calls breaking, what it only reports, and when a major version allows it.
import { changelogDraft, checkSurface, compareSurfaces, surfaceOf } from './api-surface.mjs';

const manifest = (
  attributes: { name: string; typeText: string; default?: string; renamedFrom?: readonly string[] }[],
) => [
  {
    kind: 'tag',
    tag: 'sf-listing',
    attributeDocs: attributes,
    events: [{ name: 'sf:listing-updated', detail: '{ count: number }' }],
    cssProperties: [{ name: '--sf-listing-gap', default: '1rem' }],
  },
];
const endpoints = {
  listingProducts: { path: '/ecomwgtproductlisting/getproducts', method: 'POST', body: 'form', reply: 'html' },
};
const mode = { name: 'data-display-mode', typeText: "'grid' | 'list'", default: 'grid' };
const url = { name: 'data-widget-ajax-url', typeText: 'string' };
const base = surfaceOf(manifest([mode, url]), endpoints, '1.4.0');

describe('the public-surface check', () => {
  it('passes an unchanged surface and lists an addition under Added', () => {
    expect(checkSurface(base, base).ok).toBe(true);
    const added = surfaceOf(manifest([mode, url, { name: 'data-page-size', typeText: 'number' }]), endpoints, '1.5.0');
    const { ok, changes } = checkSurface(base, added);
    expect(ok).toBe(true);
    expect(changes.added).toEqual(['attribute sf-listing data-page-size']);
    expect(changelogDraft(changes)).toBe('### Added\n- attribute sf-listing data-page-size\n');
  });

  it('passes an attribute renamed in a minor that keeps its old name (listed under Deprecated), fails one that does not', () => {
    const newName = { ...url, name: 'data-ajax-url' };
    const kept = surfaceOf(manifest([mode, { ...newName, renamedFrom: ['data-widget-ajax-url'] }]), endpoints, '1.5.0');
    const { ok, changes } = checkSurface(base, kept);
    expect(ok).toBe(true);
    expect(changes.added).toEqual(['attribute sf-listing data-ajax-url']);
    expect(changes.deprecated).toEqual(['attribute sf-listing data-widget-ajax-url: renamed data-ajax-url']);
    expect(changelogDraft(changes)).toContain(
      '### Deprecated\n- attribute sf-listing data-widget-ajax-url: renamed data-ajax-url\n',
    );
    const dropped = checkSurface(base, surfaceOf(manifest([mode, newName]), endpoints, '1.5.0'));
    expect(dropped.ok).toBe(false);
    expect(dropped.changes.breaking).toEqual(['removed: attribute sf-listing data-widget-ajax-url']);
  });

  it('fails a removed attribute in a minor release, and allows it in the next major', () => {
    const removed = surfaceOf(manifest([mode]), endpoints, '1.5.0');
    const minor = checkSurface(base, removed);
    expect(minor.ok).toBe(false);
    expect(minor.changes.breaking).toEqual(['removed: attribute sf-listing data-widget-ajax-url']);
    expect(checkSurface(base, { ...removed, version: '2.0.0' }).ok).toBe(true);
  });

  it('fails a narrowed enum and another type, reports a wider enum and a new default as changes only', () => {
    const narrow = surfaceOf(manifest([{ ...mode, typeText: "'grid'" }, url]), endpoints, '1.4.1');
    expect(compareSurfaces(base, narrow).breaking).toEqual([
      "narrowed: attribute sf-listing data-display-mode: no longer accepts 'list'",
    ]);
    const retyped = surfaceOf(manifest([mode, { ...url, typeText: 'number' }]), endpoints, '1.4.1');
    expect(checkSurface(base, retyped).ok).toBe(false);
    const wider = surfaceOf(
      manifest([{ ...mode, typeText: "'grid' | 'list' | 'table'", default: 'list' }, url]),
      endpoints,
      '1.5.0',
    );
    const { ok, changes } = checkSurface(base, wider);
    expect(ok).toBe(true);
    expect(changes.changed).toEqual([
      "attribute sf-listing data-display-mode: type 'grid' | 'list' → 'grid' | 'list' | 'table'; default grid → list",
    ]);
  });

  it('fails a legacy endpoint that moves or changes method, and an event whose detail changes', () => {
    const moved = surfaceOf(
      manifest([mode, url]),
      { listingProducts: { ...endpoints.listingProducts, path: '/x' } },
      '1.4.1',
    );
    expect(checkSurface(base, moved).changes.breaking).toEqual([
      'changed: endpoint listingProducts: path /ecomwgtproductlisting/getproducts → /x',
    ]);
    const events = manifest([mode, url]);
    events[0].events = [{ name: 'sf:listing-updated', detail: '{ total: number }' }];
    expect(checkSurface(base, surfaceOf(events, endpoints, '1.4.1')).ok).toBe(false);
  });
});
