// The keyword search: an ARIA combobox with a suggestion listbox, the product preview, a spinner and a live count.
import type { Ref } from 'react';
import { SearchField } from './SearchField.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';

interface SearchBoxTexts {
  label: string;
  placeholder: string;
  submit: string;
  suggestionsLabel: string;
  previewLabel: string;
  searching: string;
  emptyQuery: string;
}

export interface SearchBoxProps {
  idBase: string;
  query: string;
  open: boolean;
  suggestions: readonly string[];
  /** ProductValue HTML when hasProduct. */
  preview: string | null;
  activeIndex: number;
  busy: boolean;
  /** What the live region says (the result count), in the page's language. */
  announcement: string;
  emptySubmit: boolean;
  /** Touch devices: a helper input mirrors the field (and carries qs for the form). */
  touch: boolean;
  floating: boolean;
  texts: SearchBoxTexts;
  inputRef?: Ref<HTMLInputElement>;
  onType: (value: string) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (value: string) => void;
  onMove: (step: 1 | -1) => void;
  onEscape: () => void;
  onSubmit: (chosen?: string) => void;
  action: string;
}

export function SearchBox(props: SearchBoxProps) {
  const { idBase, open, suggestions, preview, activeIndex, texts } = props;
  const listId = `${idBase}-listbox`;
  const optionId = (i: number) => `${idBase}-option-${i}`;
  const expanded = open && (suggestions.length > 0 || preview !== null);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the CMS supports; role=search is equivalent.
    <form
      id={`${idBase}-form`}
      className="sf-header__search"
      role="search"
      action={props.action}
      data-focused={props.floating || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <label className="sf-visually-hidden" htmlFor={`${idBase}-input`}>
        {texts.label}
      </label>
      <SearchField
        idBase={idBase}
        listId={listId}
        activeId={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        expanded={expanded}
        query={props.query}
        busy={props.busy}
        emptySubmit={props.emptySubmit}
        touch={props.touch}
        texts={texts}
        inputRef={props.inputRef}
        onType={props.onType}
        onCompositionStart={props.onCompositionStart}
        onCompositionEnd={props.onCompositionEnd}
        onMove={props.onMove}
        onEscape={props.onEscape}
      />
      {props.emptySubmit && (
        <p id={`${idBase}-empty`} className="sf-header__search-empty">
          {texts.emptyQuery}
        </p>
      )}
      <SearchSuggestions
        listId={listId}
        optionId={optionId}
        expanded={expanded}
        suggestions={suggestions}
        preview={preview}
        activeIndex={activeIndex}
        texts={texts}
        onChoose={props.onSubmit}
      />
      <p role="status" aria-live="polite" className="sf-visually-hidden">
        {props.announcement}
      </p>
    </form>
  );
}
