// <sf-baskets>: keeps the server's baskets markup and checks the create-a-cart form before it is posted.
import { useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '../../shared/define.ts';
import { setFieldError } from '../../shared/dom/field-error.ts';
import { delegate } from '../../shared/dom/index.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import messages from './messages.ts';
import { CREATE_FORM, maxOf, validateBasketName } from './store.ts';

export function BasketsWidget({ container }: WidgetProps) {
  const [t] = useTranslator(messages, container);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    if (container.serverContent && content.childNodes.length === 0) content.append(container.serverContent);
    // Our bilingual messages replace the browser's bubbles; the server still checks on its side.
    for (const form of Array.from(content.querySelectorAll<HTMLFormElement>(CREATE_FORM))) form.noValidate = true;
    const check = (field: HTMLInputElement) => {
      const max = maxOf(field);
      const problem = validateBasketName(field.value, max);
      setFieldError(field, problem && t(problem, { max }));
      return problem;
    };
    const offSubmit = delegate(content, 'submit', CREATE_FORM, (event, form) => {
      const field = form.querySelector<HTMLInputElement>('input[name="name"]');
      if (field && check(field)) {
        event.preventDefault();
        field.focus();
      }
    });
    // Once shown, the error follows what is typed, so it disappears as soon as the name is valid.
    const offInput = delegate(content, 'input', `${CREATE_FORM} input[name="name"]`, (_event, field) => {
      if (field.getAttribute('aria-invalid') === 'true') check(field as HTMLInputElement);
    });
    return () => {
      offSubmit();
      offInput();
    };
  }, [container, t]);

  return <div ref={ref} className="sf-baskets__content" />;
}
