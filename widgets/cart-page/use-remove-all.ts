// "Remove all comments": asks first, one question at a time (a double click asks once), then removes those shown.
import { useRef } from 'react';
import type { Translate } from '../../shared/i18n/index.ts';
import { confirmStatus } from '../../shared/stores/status.ts';
import { shownComments } from './content.ts';
import type messages from './messages.ts';
import { type CartPageStore, removeAllComments } from './store.ts';

export function useRemoveAll(
  container: HTMLElement,
  store: CartPageStore,
  t: Translate<keyof (typeof messages)['en']>,
): () => Promise<void> {
  const asking = useRef(false);
  return async () => {
    const removals = shownComments(container);
    if (removals.length === 0 || asking.current) return;
    asking.current = true;
    try {
      if (await confirmStatus(t('confirmRemoveAll', { count: removals.length })))
        await removeAllComments(store, removals);
    } finally {
      asking.current = false;
    }
  };
}
