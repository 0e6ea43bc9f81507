// The product QR view: the SVG code (labelled image), or a bilingual fallback link when the URL cannot be encoded.
import { HtmlFragment } from '../../shared/ui/HtmlFragment.tsx';
import type { QrView } from './store.ts';

export function ProductQr({
  view,
  texts,
}: {
  view: QrView;
  texts: { label: string; unavailable: string; link: string; badUrl: string };
}) {
  if (view.kind === 'bad-url') return <p className="sf-product-qr__problem">{texts.badUrl}</p>;
  if (view.kind === 'svg')
    return <HtmlFragment html={view.svg} className="sf-product-qr__code" role="img" aria-label={texts.label} />;
  return (
    <p className="sf-product-qr__fallback">
      {texts.unavailable} <a href={view.url}>{texts.link}</a>
    </p>
  );
}
