// The keyword search: an ARIA combobox with a suggestion listbox, the product preview, a spinner and a live count.
import type { KeyboardEvent, Ref } from 'react';
import { HtmlFragment } from '../../../shared/ui/HtmlFragment.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';

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
  const { idBase, query, open, suggestions, preview, activeIndex, busy, texts, touch } = props;
  const listId = `${idBase}-listbox`;
  const optionId = (i: number) => `${idBase}-option-${i}`;
  const expanded = open && (suggestions.length > 0 || preview !== null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      props.onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onEscape();
    }
  };

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
      <div className="sf-header__search-field">
        <input
          ref={props.inputRef}
          id={`${idBase}-input`}
          className="sf-header__search-input"
          type="search"
          {...(touch ? {} : { name: 'qs' })}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={props.emptySubmit || undefined}
          aria-describedby={props.emptySubmit ? `${idBase}-empty` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={texts.placeholder}
          value={query}
          onChange={(event) => props.onType(event.currentTarget.value)}
          onCompositionStart={props.onCompositionStart}
          onCompositionEnd={(event) => props.onCompositionEnd(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {touch && <input className="sf-header__search-helper" type="hidden" name="qs" value={query} readOnly />}
        {busy && (
          <span className="sf-header__search-spinner">
            <Spinner />
            <span className="sf-visually-hidden">{texts.searching}</span>
          </span>
        )}
        <button type="submit" className="sf-button sf-header__search-submit">
          {texts.submit}
        </button>
      </div>
      {props.emptySubmit && (
        <p id={`${idBase}-empty`} className="sf-header__search-empty">
          {texts.emptyQuery}
        </p>
      )}
      <div className="sf-header__suggest" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={texts.suggestionsLabel} className="sf-header__suggest-list">
          {suggestions.map((text, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the combobox, which handles the keys (arrows, Enter).
            <div
              key={text}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === activeIndex}
              className="sf-header__suggest-option"
              // Keep focus in the field: the click chooses, the field stays the combobox.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => props.onSubmit(text)}
            >
              {text}
            </div>
          ))}
        </div>
        {preview !== null && (
          <HtmlFragment
            html={preview}
            className="sf-header__suggest-preview"
            role="region"
            aria-label={texts.previewLabel}
          />
        )}
      </div>
      <p role="status" aria-live="polite" className="sf-visually-hidden">
        {props.announcement}
      </p>
    </form>
  );
}
