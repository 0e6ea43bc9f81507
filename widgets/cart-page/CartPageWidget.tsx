// Connects <sf-cart-page> to its store (which refreshes when the cart changes) and the delegated comment forms.
import { useStore } from '@nanostores/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { useTranslator } from '../../shared/i18n/index.ts';
import { BulkComments } from './BulkComments.tsx';
import { CartPage } from './CartPage.tsx';
import { cartPageSchema } from './config.ts';
import { commentableLines, htmlOf, shownComments } from './content.ts';
import messages from './messages.ts';
import { addCommentToLines, COMMENT_MAX_CHARS, createCartPage, validateComment } from './store.ts';
import { useLineComments } from './use-line-comments.ts';
import { useRemoveAll } from './use-remove-all.ts';

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

  useLineComments(container, store, t);

  const onInserted = useCallback((content: HTMLDivElement) => {
    setCounts({ lines: commentableLines(content), comments: shownComments(content).length });
  }, []);
  const removeAll = useRemoveAll(container, store, t);

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
        onAdd={(comment) => addCommentToLines(store, counts.lines, comment)}
        onRemoveAll={() => void removeAll()}
      />
    </CartPage>
  );
}
