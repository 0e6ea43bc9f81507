// A Dialog holding one form answered in the page (nothing posts): submit calls onSubmit, the submit button ends it.
import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './Dialog.tsx';

export interface FormDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'title' | 'closeLabel'> {
  texts: { title: string; close: string; submit: string };
  formClassName: string;
  onSubmit: () => void;
  /** Off the browser's own bubbles when the caller shows its messages itself. */
  noValidate?: boolean;
  children: ReactNode;
}

export function FormDialog({ texts, formClassName, onSubmit, noValidate, children, ...dialog }: FormDialogProps) {
  return (
    <Dialog {...dialog} title={texts.title} closeLabel={texts.close}>
      <form
        className={formClassName}
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <button type="submit" className="sf-button sf-button-primary">
          {texts.submit}
        </button>
      </form>
    </Dialog>
  );
}
