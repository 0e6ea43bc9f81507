// Binds the search store to the combobox and the floating-search toggle, in the page's language.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Translate } from '../../../shared/i18n/index.ts';
import { disclosureButton } from '../../../shared/ui/disclosure.ts';
import type messages from '../messages.ts';
import { type HeaderStore, hideFloatingSearch, showFloatingSearch } from '../store.ts';
import { SearchBox } from './SearchBox.tsx';
import {
  closeSuggestions,
  endComposition,
  moveActive,
  startComposition,
  submitSearch,
  typeQuery,
} from './search-store.ts';

interface Props {
  header: HeaderStore;
  idBase: string;
  touch: boolean;
  t: Translate<keyof (typeof messages)['en']>;
}

export function SearchPart({ header, idBase, touch, t }: Props) {
  const { search } = header;
  const query = useStore(search.$query);
  const open = useStore(search.$open);
  const results = useStore(search.$results);
  const activeIndex = useStore(search.$activeIndex);
  const callState = useStore(search.$callState);
  const emptySubmit = useStore(search.$emptySubmit);
  const floating = useStore(header.$floatingSearch);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (floating) inputRef.current?.focus();
  }, [floating]);

  const texts = {
    label: t('searchLabel'),
    placeholder: t('searchPlaceholder'),
    submit: t('searchSubmit'),
    suggestionsLabel: t('suggestionsLabel'),
    previewLabel: t('previewLabel'),
    searching: t('searching'),
    emptyQuery: t('emptyQuery'),
  };

  return (
    <div className="sf-header__search-area" data-floating={floating || undefined}>
      <button
        {...disclosureButton(floating, `${idBase}-form`, () =>
          floating ? hideFloatingSearch(header) : showFloatingSearch(header),
        )}
        className="sf-button sf-header__search-toggle"
      >
        {floating ? t('searchToggleHide') : t('searchToggleShow')}
      </button>
      <SearchBox
        idBase={idBase}
        action={header.searchUrl()}
        query={query}
        open={open}
        suggestions={results?.Suggestions ?? []}
        preview={results?.hasProduct && results.ProductValue ? results.ProductValue : null}
        activeIndex={activeIndex}
        busy={callState === 'in progress'}
        announcement={results ? t('resultCount', { count: results.Suggestions.length }) : ''}
        emptySubmit={emptySubmit}
        touch={touch}
        floating={floating}
        texts={texts}
        inputRef={inputRef}
        onType={(raw) => typeQuery(search, raw)}
        onCompositionStart={() => startComposition(search)}
        onCompositionEnd={(raw) => endComposition(search, raw)}
        onMove={(step) => moveActive(search, step)}
        onEscape={() => {
          // Esc always dismisses (also a reply still on its way); a second Esc hides the floating search.
          const wasOpen = search.$open.get();
          closeSuggestions(search);
          if (!wasOpen && floating) hideFloatingSearch(header);
        }}
        onSubmit={(chosen) => submitSearch(search, chosen)}
      />
    </div>
  );
}
