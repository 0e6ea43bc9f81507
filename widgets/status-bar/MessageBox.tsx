// One status box: its messages (as text), the scroll arrows past six, close or yes/no (ok/cancel) buttons.
import { useEffect, useRef, useState } from 'react';
import { STATUS_SCROLL_THRESHOLD } from '../../shared/constants.ts';
import { MessageType, type StatusBox } from '../../shared/stores/status.ts';

export interface MessageBoxTexts {
  close: string;
  closeMessage: string;
  yes: string;
  no: string;
  ok: string;
  cancel: string;
  scrollUp: string;
  scrollDown: string;
  typeLabel: (type: MessageType) => string;
}

interface Props {
  box: StatusBox;
  texts: MessageBoxTexts;
  onAnswer: (answer: boolean) => void;
}

const typeClass: Record<MessageType, string> = {
  [MessageType.UNKNOWN]: 'info',
  [MessageType.SUCCESS]: 'success',
  [MessageType.WARNING]: 'warning',
  [MessageType.ERROR]: 'error',
};

export function MessageBox({ box, texts, onAnswer }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const scrolls = box.messages.length > STATUS_SCROLL_THRESHOLD;
  const [edge, setEdge] = useState<'top' | 'middle' | 'bottom'>('top');

  useEffect(() => {
    if (box.kind !== 'confirm') return;
    // A question needs an answer: take focus, and give it back once answered.
    const previous = document.activeElement as HTMLElement | null;
    yesRef.current?.focus();
    return () => previous?.focus?.();
  }, [box]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const atTop = list.scrollTop <= 0;
    const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
    setEdge(atTop ? 'top' : atBottom ? 'bottom' : 'middle');
  };
  const scrollBy = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ top: direction * (listRef.current.clientHeight - 24), behavior: 'smooth' });
  // Up is off at the top, down at the bottom; both only when the list is long enough to scroll.
  const arrow = (direction: 1 | -1) =>
    scrolls && (
      <button
        type="button"
        className="sf-status-arrow"
        aria-label={direction < 0 ? texts.scrollUp : texts.scrollDown}
        disabled={edge === (direction < 0 ? 'top' : 'bottom')}
        onClick={() => scrollBy(direction)}
      >
        {direction < 0 ? '▲' : '▼'}
      </button>
    );

  return (
    <div className="sf-status-box" data-kind={box.kind}>
      {arrow(-1)}
      <ul ref={listRef} className="sf-status-messages" data-scrolls={scrolls || undefined} onScroll={onScroll}>
        {box.messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages are a fixed list for the life of the box.
          <li key={i} className={`sf-status-message sf-status-${typeClass[m.Type]}`}>
            <span className="sf-visually-hidden">{texts.typeLabel(m.Type)}: </span>
            {m.Message}
          </li>
        ))}
      </ul>
      {arrow(1)}
      {box.kind === 'confirm' ? (
        <div className="sf-status-actions">
          <button type="button" ref={yesRef} className="sf-button sf-button-primary" onClick={() => onAnswer(true)}>
            {box.answers === 'ok-cancel' ? texts.ok : texts.yes}
          </button>
          <button type="button" className="sf-button" onClick={() => onAnswer(false)}>
            {box.answers === 'ok-cancel' ? texts.cancel : texts.no}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="sf-status-close"
          aria-label={texts.closeMessage}
          title={texts.closeMessage}
          onClick={() => onAnswer(false)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
