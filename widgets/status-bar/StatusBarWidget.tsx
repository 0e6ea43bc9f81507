// Connects the status bar view to the shared status stores and the page's language.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { WidgetProps } from '../../shared/define.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { MessageType } from '../../shared/stores/status.ts';
import messages from './messages.ts';
import { StatusBar } from './StatusBar.tsx';
import { $currentBox, $queuedCount, $showLoading, boxSeverity, closeCurrentBox } from './store.ts';

export function StatusBarWidget({ container }: WidgetProps) {
  const box = useStore($currentBox);
  const loading = useStore($showLoading);
  const queued = useStore($queuedCount);
  const [t] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);

  const texts = useMemo(
    () => ({
      region: t('region'),
      loading: ts('loading'),
      renderFailed: t('renderFailed'),
      queued: (count: number) => t('queued', { count }),
      close: ts('close'),
      closeMessage: ts('closeMessage'),
      yes: ts('yes'),
      no: ts('no'),
      ok: ts('ok'),
      cancel: ts('cancel'),
      scrollUp: t('scrollUp'),
      scrollDown: t('scrollDown'),
      typeLabel: (type: MessageType) =>
        t(
          type === MessageType.SUCCESS
            ? 'success'
            : type === MessageType.WARNING
              ? 'warning'
              : type === MessageType.ERROR
                ? 'error'
                : 'info',
        ),
    }),
    [t, ts],
  );

  return (
    <StatusBar
      box={box}
      severity={box ? boxSeverity(box) : MessageType.UNKNOWN}
      loading={loading}
      queued={queued}
      texts={texts}
      onAnswer={closeCurrentBox}
    />
  );
}
