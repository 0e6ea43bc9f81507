// The category quick search popup: one select per level, each filled once its parent is chosen.

import { EMPTY_GUID } from '../../../shared/constants.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useSfId } from '../../../shared/ui/useSfId.ts';
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

export function QuickSearchDialog({ levels, incomplete, onChoose, ...dialog }: QuickSearchDialogProps) {
  const id = useSfId();
  const { texts } = dialog;
  return (
    <FormDialog
      {...dialog}
      className="sf-header__quick-search-dialog"
      formClassName="sf-header__quick-search-form"
      noValidate
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
    </FormDialog>
  );
}
