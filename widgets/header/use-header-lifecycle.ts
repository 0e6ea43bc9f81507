// What the header starts while it is on the page: the login fallback for every request, the store, the count watch.
import { useEffect } from 'react';
import { configureHttp } from '../../shared/http/index.ts';
import type { HeaderConfig } from './config.ts';
import { type HeaderStore, startHeader, watchCounts } from './store.ts';

export function useHeaderLifecycle(header: HeaderStore, config: HeaderConfig): void {
  useEffect(() => {
    if (config.loginUrl) configureHttp({ fallbackLoginUrl: config.loginUrl });
  }, [config.loginUrl]);
  useEffect(() => startHeader(header), [header]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts are watched again when these settings change.
  useEffect(() => watchCounts(header), [header, config.showQuoteCount, config.headerUrl]);
}
