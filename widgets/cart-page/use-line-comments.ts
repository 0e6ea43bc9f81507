// While the page is mounted: the store is connected (it refreshes when the cart changes), and the server HTML's line
// comment forms and remove buttons post through it.
import { useEffect } from 'react';
import { setFieldError } from '../../shared/dom/field-error.ts';
import { delegate } from '../../shared/dom/index.ts';
import type { Translate } from '../../shared/i18n/index.ts';
import { COMMENT_FORM, COMMENT_REMOVE, commentFieldOf, lineOfForm, removalOf } from './content.ts';
import type messages from './messages.ts';
import {
  addLineComment,
  type CartPageStore,
  COMMENT_MAX_CHARS,
  connectCartPage,
  disposeCartPage,
  removeLineComment,
  validateComment,
} from './store.ts';

export function useLineComments(
  container: HTMLElement,
  store: CartPageStore,
  t: Translate<keyof (typeof messages)['en']>,
): void {
  useEffect(() => {
    const disconnect = connectCartPage(store);
    const offSubmit = delegate(container, 'submit', COMMENT_FORM, (event, form) => {
      event.preventDefault();
      const field = form.querySelector<HTMLInputElement>('[name="comment"]');
      const line = lineOfForm(form);
      if (!field || line === null) return;
      const problem = validateComment(field.value);
      setFieldError(field, problem && t(problem, { max: COMMENT_MAX_CHARS }));
      if (problem) field.focus();
      else {
        // Once posted, the text is emptied before the refresh (which keeps what is typed elsewhere) from the field that
        // holds it now (a refresh meanwhile carried it to a new one), and only if it is still what was posted: text
        // typed after Enter stays.
        const sent = field.value;
        void addLineComment(store, line, sent, () => {
          const now = commentFieldOf(container, line);
          if (now?.value === sent) now.value = '';
        });
      }
    });
    const offRemove = delegate(container, 'click', COMMENT_REMOVE, (_event, button) => {
      const removal = removalOf(button);
      if (removal) void removeLineComment(store, removal);
    });
    return () => {
      disconnect();
      offSubmit();
      offRemove();
      disposeCartPage(store);
    };
  }, [container, store, t]);
}
