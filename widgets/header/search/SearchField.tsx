// The search combobox's field: the input (arrows move through the suggestions, Esc closes them), the touch helper
// carrying qs, the spinner and the submit button.
import type { KeyboardEvent, Ref } from 'react';
import { Spinner } from '../../../shared/ui/Spinner.tsx';

interface Props {
  idBase: string;
  listId: string;
  /** The active option's id while the popup shows one. */
  activeId: string | undefined;
  expanded: boolean;
  query: string;
  busy: boolean;
  emptySubmit: boolean;
  touch: boolean;
  texts: { placeholder: string; submit: string; searching: string };
  inputRef?: Ref<HTMLInputElement> | undefined;
  onType: (value: string) => void;
  onCompositionStart: () => void;
  onCompositionEnd: (value: string) => void;
  onMove: (step: 1 | -1) => void;
  onEscape: () => void;
}

export function SearchField({
  idBase,
  listId,
  activeId,
  expanded,
  query,
  busy,
  emptySubmit,
  touch,
  texts,
  ...on
}: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      on.onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      on.onEscape();
    }
  };
  return (
    <div className="sf-header__search-field">
      <input
        ref={on.inputRef}
        id={`${idBase}-input`}
        className="sf-header__search-input"
        type="search"
        {...(touch ? {} : { name: 'qs' })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={emptySubmit || undefined}
        aria-describedby={emptySubmit ? `${idBase}-empty` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={texts.placeholder}
        value={query}
        onChange={(event) => on.onType(event.currentTarget.value)}
        onCompositionStart={on.onCompositionStart}
        onCompositionEnd={(event) => on.onCompositionEnd(event.currentTarget.value)}
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
  );
}
