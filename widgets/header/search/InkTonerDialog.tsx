// The ink/toner search popup: a printer brand or model, searched on the results page (cartridges that fit it).

import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useSfId } from '../../../shared/ui/useSfId.ts';

export interface InkTonerTexts {
  title: string;
  label: string;
  hint: string;
  submit: string;
  empty: string;
  close: string;
}

export interface InkTonerDialogProps {
  open: boolean;
  value: string;
  emptySubmit: boolean;
  texts: InkTonerTexts;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

export function InkTonerDialog({ value, emptySubmit, onChange, ...dialog }: InkTonerDialogProps) {
  const id = useSfId();
  const { texts } = dialog;
  return (
    <FormDialog {...dialog} className="sf-header__ink-toner-dialog" formClassName="sf-header__ink-toner-form">
      <label htmlFor={`${id}-printer`}>{texts.label}</label>
      <input
        id={`${id}-printer`}
        className="sf-header__ink-toner-input"
        type="search"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the one field of a modal <dialog> the shopper just opened (FormDialog), which the rule allows inside a Dialog it can see.
        autoFocus
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={emptySubmit || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="sf-header__hint">
        {emptySubmit ? texts.empty : texts.hint}
      </p>
    </FormDialog>
  );
}
