// The category quick search popup: one select per level, each filled once its parent is chosen.

import { EMPTY_GUID } from '../../shared/constants.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useSfId } from '../../shared/ui/useSfId.ts';
import type { QuickSearchLevel } from './quick-search-store.ts';

export interface QuickSearchTexts {
  title: string;
  level: (level: number) => string;
  choose: string;
  loading: string;
  noOption: string;
  submit: string;
  incomplete: string;
  close: string;
}

export interface QuickSearchDialogProps {
  open: boolean;
  levels: readonly QuickSearchLevel[];
  incomplete: boolean;
  texts: QuickSearchTexts;
  onChoose: (index: number, id: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

export function QuickSearchDialog({
  open,
  levels,
  incomplete,
  texts,
  onChoose,
  onSubmit,
  onClose,
}: QuickSearchDialogProps) {
  const id = useSfId();
  return (
    <Dialog
      open={open}
      title={texts.title}
      onClose={onClose}
      closeLabel={texts.close}
      className="sf-header__quick-search-dialog"
    >
      <form
        className="sf-header__quick-search-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {levels.map((level, index) => {
          const empty = level.options !== null && level.options.length === 0;
          const waiting = level.options === null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: levels are positions, fixed for the popup's life.
            <div key={index} className="sf-header__quick-search-level">
              <label htmlFor={`${id}-level-${index}`}>{texts.level(index + 1)}</label>
              <select
                id={`${id}-level-${index}`}
                value={level.selected}
                disabled={waiting || empty}
                required
                aria-busy={level.loading || undefined}
                aria-invalid={(incomplete && level.selected === EMPTY_GUID) || undefined}
                onChange={(event) => onChoose(index, event.currentTarget.value)}
              >
                <option value={EMPTY_GUID}>
                  {level.loading ? texts.loading : empty ? texts.noOption : texts.choose}
                </option>
                {level.options?.map((option) => (
                  <option key={option.Item1} value={option.Item1}>
                    {option.Item2}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <p role="alert" className="sf-header__quick-search-error">
          {incomplete ? texts.incomplete : ''}
        </p>
        <button type="submit" className="sf-button sf-button-primary">
          {texts.submit}
        </button>
      </form>
    </Dialog>
  );
}
