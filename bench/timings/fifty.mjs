// 50 instances: from define('sf-async-section') to all 50 sections rendered + painted, on a page of only them.

import { ENDPOINTS } from '../gateway.mjs';
import { openPage, waitInteractive } from './page.mjs';

/** A page of the demo origin with 50 <sf-async-section> of one URL (plus nothing else), the bundle from demo-host. */
function fiftyPage(flavour) {
  const sections = Array.from(
    { length: 50 },
    (_, i) =>
      `<sf-async-section data-ajax-url="${ENDPOINTS.asyncRender.path}" data-single-call-multiple-containers="true" data-html-container-id="b-${i}" data-show-loading="true" data-async-load-handle-id="b-${i}" data-widget-unique-code="b-${i}" data-partial-view-path="PromoBanner" data-count="1"><div id="b-${i}" class="sf-async-placeholder">Loading ... Please wait.</div></sf-async-section>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>50 sections</title><link rel="stylesheet" href="/dist/${flavour}/storefront.css"></head>
<body class="b2b" data-authenticated="false" data-id-order-to-add-products="0">${sections}
<script type="module" src="/dist/${flavour}/storefront.js"></script></body></html>`;
}

/** Served with page.route on the demo origin, so the sections' requests and the bundle are demo-host's own. */
export async function fiftyInstances(ctx) {
  const p = await openPage(ctx.browser, ctx.origin, ctx.throttle);
  try {
    await p.page.route(`${ctx.origin}/bench/fifty`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fiftyPage(ctx.flavour) }),
    );
    await p.page.goto(`${ctx.origin}/bench/fifty`);
    const r = await waitInteractive(p.page);
    if (r.widgets !== 50) throw new Error(`expected 50 sections, saw ${r.widgets}`);
    const defineAt = r.defineAt['sf-async-section'];
    if (defineAt === undefined) throw new Error('sf-async-section was never defined');
    return {
      defineToRendered: r.ready - (defineAt - r.loaderStart),
      defineToPaint: r.interactive - (defineAt - r.loaderStart),
      loaderToPaint: r.interactive,
    };
  } finally {
    await p.close();
  }
}
