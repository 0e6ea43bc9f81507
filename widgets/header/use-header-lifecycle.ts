// What the header starts while it is on the page: the login fallback for every request, the store, the count watch.
import { useEffect } from 'react';
import { configureHttp } from '../../shared/http/index.ts';
import type { HeaderConfig } from './config.ts';
import type { HeaderStore } from './store.ts';

export function useHeaderLifecycle(header: HeaderStore, config: HeaderConfig): void {
  useEffect(() => {
    if (config.loginUrl) configureHttp({ fallbackLoginUrl: config.loginUrl });
  }, [config.loginUrl]);
  useEffect(() => header.startHeader(), [header]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts are watched again when these settings change.
  useEffect(() => header.watchCounts(), [header, config.showQuoteCount, config.headerUrl]);
}
