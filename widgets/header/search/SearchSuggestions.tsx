// The combobox's popup: the suggestion listbox (the active option marked) and the product preview.
import { HtmlFragment } from '../../../shared/ui/HtmlFragment.tsx';

interface Props {
  listId: string;
  optionId: (index: number) => string;
  expanded: boolean;
  suggestions: readonly string[];
  /** ProductValue HTML when hasProduct. */
  preview: string | null;
  activeIndex: number;
  texts: { suggestionsLabel: string; previewLabel: string };
  onChoose: (text: string) => void;
}

export function SearchSuggestions({
  listId,
  optionId,
  expanded,
  suggestions,
  preview,
  activeIndex,
  texts,
  onChoose,
}: Props) {
  return (
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
            onClick={() => onChoose(text)}
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
  );
}
