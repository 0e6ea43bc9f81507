// The header bar's buttons opening the ink-toner and quick-search dialogs (each dialog's chunk loads on approach).
import type { Translate } from '../../shared/i18n/index.ts';
import { LazyDialogOpener } from './LazyPart.tsx';
import { prefetchInkTonerDialog, prefetchQuickSearch } from './lazy-parts.ts';
import type messages from './messages.ts';
import { type HeaderStore, openInkToner, openQuickSearch } from './store.ts';

interface Props {
  header: HeaderStore;
  t: Translate<keyof (typeof messages)['en']>;
}

export function DialogOpeners({ header, t }: Props) {
  return [
    {
      className: 'sf-header__ink-toner',
      open: () => openInkToner(header),
      prefetch: prefetchInkTonerDialog,
      label: t('inkToner'),
    },
    {
      className: 'sf-header__quick-search',
      open: () => openQuickSearch(header),
      prefetch: prefetchQuickSearch,
      label: t('quickSearch'),
    },
  ].map((opener) => (
    <LazyDialogOpener
      key={opener.className}
      className={opener.className}
      onOpen={opener.open}
      prefetch={opener.prefetch}
    >
      {opener.label}
    </LazyDialogOpener>
  ));
}
