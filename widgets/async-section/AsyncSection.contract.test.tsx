// sf-async-section against demo-host's real /ecomasync/render: grouping per URL (asserted on the wire), filling, skipping.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $statusQueue } from '../../shared/stores/status.ts';
import { createDemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, settle } from '../../test/support/render.tsx';
import { define } from './define.ts';
import { flushSections } from './store.ts';

let app: FastifyInstance;
let calls: { url: string; items: { PartialViewPath: string; DataJson: string }[] }[];

beforeAll(async () => {
  define();
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-async-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  calls = [];
  const demo = createDemoFetch(app);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const body = (await request.clone().json()) as { asyncHtmlRequest: { AsyncSectionsItems: never[] } };
    calls.push({ url: new URL(request.url).pathname, items: body.asyncHtmlRequest.AsyncSectionsItems });
    return demo(request);
  }) as typeof fetch;
});

const section = (i: number, over = '') =>
  `<sf-async-section data-ajax-url="${ENDPOINTS.asyncRender.path}" data-single-call-multiple-containers="true" data-show-loading="true"
     data-html-container-id="async-${i}" data-async-load-handle-id="h${i}" data-partial-view-path="PromoBanner" data-count="4" ${over}>
     <div id="async-${i}" class="sf-async-placeholder">Loading</div></sf-async-section>`;

it('sends N grouped sections of one URL in exactly one request and fills each', async () => {
  // The batch's 0 ms timer is held while the islands mount (several tasks): the reply would otherwise replace the
  // placeholders before they are looked at.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const host = await mountHtml([0, 1, 2, 3].map((i) => section(i)).join(''));
  vi.useRealTimers();
  expect(host.querySelectorAll('.sf-async-placeholder')).toHaveLength(4);
  expect(host.querySelector('.sf-async-section')?.getAttribute('aria-busy')).toBe('true');
  await settle(() => flushSections());
  expect(calls).toHaveLength(1);
  expect(calls[0]?.items).toHaveLength(4);
  expect(calls[0]?.items[0]?.DataJson).toBe('{"count":"4"}');
  expect(host.querySelectorAll('section.sf-async h2')).toHaveLength(4);
  expect(host.querySelector('.sf-async-placeholder')).toBeNull();
  expect(host.querySelector('.sf-async-section')?.getAttribute('data-state')).toBe('loaded');
});

it('sends one request per URL, and one per ungrouped section', async () => {
  await mountHtml(
    section(0) +
      section(1) +
      section(2, `data-ajax-url="${ENDPOINTS.asyncRender.path}?b"`).replace(
        `data-ajax-url="${ENDPOINTS.asyncRender.path}" `,
        '',
      ) +
      section(3, 'data-single-call-multiple-containers="false"').replace(
        'data-single-call-multiple-containers="true" ',
        '',
      ),
  );
  await settle(() => flushSections());
  expect(calls.map((c) => c.items.length).sort()).toEqual([1, 1, 2]);
});

it('applies the good items when one view is unknown, and shows the server warning', async () => {
  const host = await mountHtml(
    section(0) + section(1, 'data-partial-view-path="Nope"').replace('data-partial-view-path="PromoBanner" ', ''),
  );
  await settle(() => flushSections());
  expect(calls).toHaveLength(1);
  expect(host.querySelectorAll('section.sf-async')).toHaveLength(1);
  expect($statusQueue.get()[0]?.messages[0]?.Type).toBe(2);
});

it('batches by itself: sections connected together go out in one call after the 0 ms timer', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await mountHtml(section(0) + section(1));
  expect(calls).toHaveLength(0);
  vi.advanceTimersByTime(0);
  vi.useRealTimers();
  await settle(() => vi.waitFor(() => expect(calls).toHaveLength(1)));
});

it('says what is wrong when the author forgot data-ajax-url', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const host = await mountHtml('<sf-async-section data-partial-view-path="PromoBanner"></sf-async-section>', 'fr');
  expect(host.querySelector('[role="alert"]')?.textContent).toContain('data-ajax-url');
  await settle(() => flushSections());
  expect(calls).toHaveLength(0);
});
