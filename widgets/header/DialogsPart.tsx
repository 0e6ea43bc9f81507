// Binds the ink-toner and quick-search dialogs to the header store: each is loaded and shown once opened, and typing
// in one re-renders that dialog, not the whole header.
import { useStore } from '@nanostores/react';
import type { Translate } from '../../shared/i18n/index.ts';
import { LazyPart } from './LazyPart.tsx';
import { InkTonerDialog, QuickSearchPart } from './lazy-parts.ts';
import type messages from './messages.ts';
import { closeInkToner, closeQuickSearch, type HeaderStore, submitInkToner, typeInkToner } from './store.ts';

interface Props {
  header: HeaderStore;
  t: Translate<keyof (typeof messages)['en']>;
  /** The shared catalogue's words the dialogs use. */
  shared: { close: string; noOption: string };
}

export function DialogsPart({ header, t, shared }: Props) {
  const inkTonerOpen = useStore(header.$inkTonerOpen);
  const inkTonerQuery = useStore(header.$inkTonerQuery);
  const inkTonerEmpty = useStore(header.$inkTonerEmpty);
  const quickOpen = useStore(header.$quickSearchOpen);
  const quickSearch = useStore(header.$quickSearch);
  return (
    <>
      {inkTonerOpen && (
        <LazyPart fallback={null}>
          <InkTonerDialog
            open={inkTonerOpen}
            value={inkTonerQuery}
            emptySubmit={inkTonerEmpty}
            texts={{
              title: t('inkTonerTitle'),
              label: t('inkTonerLabel'),
              hint: t('inkTonerHint'),
              submit: t('inkTonerSubmit'),
              empty: t('inkTonerEmpty'),
              close: shared.close,
            }}
            onChange={(raw) => typeInkToner(header, raw)}
            onSubmit={() => submitInkToner(header)}
            onClose={() => closeInkToner(header)}
          />
        </LazyPart>
      )}
      {quickOpen && quickSearch && (
        <LazyPart fallback={null}>
          <QuickSearchPart
            store={quickSearch}
            open={quickOpen}
            texts={{
              title: t('quickSearchTitle'),
              level: (level) => t('quickSearchLevel', { level }),
              choose: t('quickSearchChoose'),
              loading: t('quickSearchLoading'),
              noOption: shared.noOption,
              submit: t('quickSearchSubmit'),
              incomplete: t('quickSearchIncomplete'),
              close: shared.close,
            }}
            onClose={() => closeQuickSearch(header)}
          />
        </LazyPart>
      )}
    </>
  );
}
