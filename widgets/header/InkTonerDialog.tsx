// The ink/toner search popup: a printer brand or model, searched on the results page (cartridges that fit it).

import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useSfId } from '../../shared/ui/useSfId.ts';

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

export function InkTonerDialog({ open, value, emptySubmit, texts, onChange, onSubmit, onClose }: InkTonerDialogProps) {
  const id = useSfId();
  return (
    <Dialog
      open={open}
      title={texts.title}
      onClose={onClose}
      closeLabel={texts.close}
      className="sf-header__ink-toner-dialog"
    >
      <form
        className="sf-header__ink-toner-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={`${id}-printer`}>{texts.label}</label>
        <input
          id={`${id}-printer`}
          className="sf-header__ink-toner-input"
          type="search"
          autoComplete="off"
          autoFocus
          value={value}
          aria-describedby={`${id}-hint`}
          aria-invalid={emptySubmit || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="sf-header__hint">
          {emptySubmit ? texts.empty : texts.hint}
        </p>
        <button type="submit" className="sf-button sf-button-primary">
          {texts.submit}
        </button>
      </form>
    </Dialog>
  );
}
