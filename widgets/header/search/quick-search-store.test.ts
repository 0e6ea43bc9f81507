// Quick search levels on demo-host: choosing a level resets the deeper ones; the empty GUID means nothing chosen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../demo-host/app.ts';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { createDemoFetch } from '../../../test/support/demo-fetch.ts';
import { waitFor } from '../../../test/support/wait.ts';
import { createQuickSearchStore } from './quick-search-store.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-quick-')) });
});
afterAll(() => app.close());
beforeEach(() => vi.stubGlobal('fetch', createDemoFetch(app)));

it('resets deeper levels on a new choice and refuses to submit until every level is chosen', async () => {
  const store = createQuickSearchStore({
    levels: () => 3,
    optionsUrl: () => ENDPOINTS.quickSearchOptions.path,
    submitUrl: () => ENDPOINTS.quickSearch.path,
    widgetUniqueCode: () => 'hdr-main',
  });
  store.startQuickSearch();
  await waitFor(() => store.$levels.get()[0]?.options !== null);
  const level1 = store.$levels.get()[0]?.options ?? [];
  expect(level1.length).toBeGreaterThan(1);
  store.chooseCategory(0, level1[0]?.Item1 ?? '');
  await waitFor(() => store.$levels.get()[1]?.options !== null);
  store.chooseCategory(1, store.$levels.get()[1]?.options?.[0]?.Item1 ?? '');
  await waitFor(() => store.$levels.get()[2]?.options !== null);
  expect(store.$levels.get()[2]?.options?.length).toBeGreaterThan(0);

  store.chooseCategory(0, level1[1]?.Item1 ?? '');
  expect(store.$levels.get()[1]?.selected).toBe(EMPTY_GUID);
  expect(store.$levels.get()[2]).toEqual({ options: null, loading: false, selected: EMPTY_GUID });
  expect(await store.submitQuickSearch()).toBe(false);
  expect(store.$incomplete.get()).toBe(true);

  store.chooseCategory(0, EMPTY_GUID);
  await new Promise((r) => setTimeout(r, 30));
  expect(store.$levels.get()[1]?.options).toBeNull();
});
