// The popup's panel: the server's cart content, with a spinner while it loads.
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';

interface Props {
  id: string;
  open: boolean;
  html: string | null;
  loading: boolean;
  texts: { label: string; loading: string };
}

export function SummaryPanel({ id, open, html, loading, texts }: Props) {
  return (
    <section id={id} className="sf-cart-summary__panel" aria-label={texts.label} aria-busy={loading} hidden={!open}>
      {loading && (
        <p className="sf-cart-summary__loading">
          <Spinner /> {texts.loading}
        </p>
      )}
      {html !== null && <HtmlFragment className="sf-cart-summary__content" html={html} />}
    </section>
  );
}
