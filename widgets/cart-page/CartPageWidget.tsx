// Connects <sf-cart-page> to its store (which refreshes when the cart changes) and the delegated comment forms.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { setFieldError } from '../../shared/dom/field-error.ts';
import { delegate } from '../../shared/dom/index.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { confirmStatus } from '../../shared/stores/status.ts';
import { BulkComments } from './BulkComments.tsx';
import { CartPage } from './CartPage.tsx';
import { cartPageSchema } from './config.ts';
import {
  COMMENT_FORM,
  COMMENT_REMOVE,
  commentableLines,
  commentFieldOf,
  htmlOf,
  lineOfForm,
  removalOf,
  shownComments,
} from './content.ts';
import messages from './messages.ts';
import { COMMENT_MAX_CHARS, createCartPage, validateComment } from './store.ts';

export function CartPageWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, cartPageSchema);
  const [t] = useTranslator(messages, container);
  const settings = useRef(config);
  settings.current = config;
  const target = config.forQuote ? 'quote' : 'cart';
  const store = useMemo(
    () =>
      createCartPage({
        target,
        initialHtml: htmlOf(container.serverContent),
        refreshUrl: () => settings.current.refreshUrl || window.location.pathname + window.location.search,
      }),
    [container, target],
  );
  const html = useStore(store.$html);
  const busy = useStore(store.$busy);
  const refreshed = useStore(store.$refreshCount);
  const [counts, setCounts] = useState({ lines: [] as number[], comments: 0 });

  useEffect(() => {
    const disconnect = store.connect();
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
        void store.addLineComment(line, sent, () => {
          const now = commentFieldOf(container, line);
          if (now?.value === sent) now.value = '';
        });
      }
    });
    const offRemove = delegate(container, 'click', COMMENT_REMOVE, (_event, button) => {
      const removal = removalOf(button);
      if (removal) void store.removeLineComment(removal);
    });
    return () => {
      disconnect();
      offSubmit();
      offRemove();
      store.dispose();
    };
  }, [container, store, t]);

  const onInserted = useCallback((content: HTMLDivElement) => {
    setCounts({ lines: commentableLines(content), comments: shownComments(content).length });
  }, []);
  // One question at a time: a double click on "Remove all comments" asks once.
  const asking = useRef(false);
  const removeAll = async () => {
    const removals = shownComments(container);
    if (removals.length === 0 || asking.current) return;
    asking.current = true;
    try {
      if (await confirmStatus(t('confirmRemoveAll', { count: removals.length })))
        await store.removeAllComments(removals);
    } finally {
      asking.current = false;
    }
  };

  return (
    <CartPage
      html={html}
      busy={busy}
      label={t(config.forQuote ? 'quoteRegion' : 'region')}
      announcement={busy ? t('refreshing') : refreshed > 0 ? t('refreshed') : ''}
      onInserted={onInserted}
    >
      <BulkComments
        lineCount={counts.lines.length}
        commentCount={counts.comments}
        maxLength={COMMENT_MAX_CHARS}
        validate={validateComment}
        texts={{
          title: t('bulkTitle'),
          label: t('bulkLabel'),
          add: t('bulkAdd'),
          remove: t('bulkRemove'),
          error: (problem) => t(problem, { max: COMMENT_MAX_CHARS }),
        }}
        onAdd={(comment) => store.addCommentToLines(counts.lines, comment)}
        onRemoveAll={() => void removeAll()}
      />
    </CartPage>
  );
}
