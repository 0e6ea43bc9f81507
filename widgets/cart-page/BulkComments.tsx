// The "many" comment actions: one comment added to every line, or every shown comment removed.
import { type FormEvent, useState } from 'react';
import { useSfId } from '../../shared/ui/useSfId.ts';

interface BulkCommentsTexts {
  title: string;
  label: string;
  add: string;
  remove: string;
  error: (problem: 'commentRequired' | 'commentTooLong') => string;
}

interface Props {
  lineCount: number;
  commentCount: number;
  texts: BulkCommentsTexts;
  validate: (text: string) => 'commentRequired' | 'commentTooLong' | null;
  maxLength: number;
  onAdd: (comment: string) => Promise<boolean>;
  onRemoveAll: () => void;
}

export function BulkComments({ lineCount, commentCount, texts, validate, maxLength, onAdd, onRemoveAll }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'commentRequired' | 'commentTooLong' | null>(null);
  const id = useSfId();
  if (lineCount === 0) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(text);
    setProblem(found);
    if (found) return;
    if (await onAdd(text)) setText('');
  };
  return (
    <fieldset className="sf-cart-bulk">
      <legend>{texts.title}</legend>
      <form className="sf-cart-bulk__add" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-text`}>{texts.label}</label>
        <input
          id={`${id}-text`}
          name="comment"
          value={text}
          maxLength={maxLength}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="sf-button">
          {texts.add}
        </button>
        {problem && (
          <span id={`${id}-error`} className="sf-field-error" role="alert">
            {texts.error(problem)}
          </span>
        )}
      </form>
      {commentCount > 0 && (
        <button type="button" className="sf-button sf-cart-bulk__remove" onClick={onRemoveAll}>
          {texts.remove}
        </button>
      )}
    </fieldset>
  );
}
