// @vitest-environment node
// The cart page's markup promises only what the bundle reads: every data-sf-* attribute in it is one a widget documents.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MANIFESTS } from '../../cli/check/manifests.ts';
import { attributesOf } from '../../shared/manifest-attributes.ts';
import { startApp, type TestApp } from '../../test/support/demo-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.app.close();
});

const documented = new Set(Object.values(MANIFESTS).flatMap((m) => attributesOf(m).map((a) => a.name)));

it.each(['/cart', '/cart?quote=1', '/fr/cart'])(
  '%s carries no data-sf-* attribute that no widget reads',
  async (url) => {
    const res = await t.fetch(url);
    expect(res.status).toBe(200);
    const w = new Window({
      settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
    });
    w.document.write(await res.text());
    const root = w.document.querySelector('sf-cart-page');
    expect(root).not.toBeNull();
    const names = [root, ...(root?.querySelectorAll('*') ?? [])].flatMap((el) =>
      el ? el.getAttributeNames().filter((name) => name.startsWith('data-sf-')) : [],
    );
    expect(names).toContain('data-sf-add');
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  },
);
