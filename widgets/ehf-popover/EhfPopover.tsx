// The fee popover: a labelled non-modal dialog anchored to its trigger, server HTML inside, Esc or outside click closes.
import type { Placement } from '@floating-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';
import { Popover } from '../../shared/ui/Popover.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { EHF_URL } from './store.ts';

interface Props {
  id: string;
  anchor: HTMLElement;
  title: string;
  placement: Placement;
  html: string | null;
  productUrl: string | null;
  texts: { close: string; loading: string; viewProduct: string };
  onClose: (returnFocus: boolean) => void;
}

export function EhfPopover({ id, anchor, title, placement, html, productUrl, texts, onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = target && (document.getElementById(id)?.contains(target) || anchor.contains(target));
      if (!inside) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [id, anchor, onClose]);
  // Focus moves in once the content is there, so a screen reader reads the fee right away.
  const focusIn = useCallback(() => closeRef.current?.focus(), []);
  return (
    <Popover anchor={anchor} placement={placement} role="dialog" label={title} id={id} className="sf-ehf-popover">
      <button
        ref={closeRef}
        type="button"
        className="sf-ehf-popover__close"
        aria-label={texts.close}
        onClick={() => onClose(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {html === null ? (
        <p className="sf-ehf-popover__loading" role="status">
          <Spinner /> {texts.loading}
        </p>
      ) : (
        <HtmlFragment html={html} source={EHF_URL} className="sf-ehf-popover__body" onInserted={focusIn} />
      )}
      {html !== null && productUrl && (
        <a className="sf-ehf-popover__product" href={productUrl}>
          {texts.viewProduct}
        </a>
      )}
    </Popover>
  );
}
