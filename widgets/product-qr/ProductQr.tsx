// The product QR view: the SVG code (labelled image), or a bilingual fallback link when the URL cannot be encoded.
import type { QrView } from './store.ts';

export function ProductQr({
  view,
  texts,
}: {
  view: QrView;
  texts: { label: string; unavailable: string; link: string; badUrl: string };
}) {
  if (view.kind === 'bad-url') return <p className="sf-product-qr__problem">{texts.badUrl}</p>;
  // The code's box, empty while its encoder loads: nothing moves when the code appears.
  if (view.kind === 'pending')
    return (
      <div className="sf-product-qr__code" aria-busy="true">
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" aria-hidden="true" />
      </div>
    );
  if (view.kind === 'svg') {
    // Drawn as elements (no HTML string to parse): the code is our own output, not server HTML.
    const { size, path } = view.shape;
    return (
      <div className="sf-product-qr__code" role="img" aria-label={texts.label}>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <rect fill="white" width={size} height={size} />
          <path fill="black" d={path} />
        </svg>
      </div>
    );
  }
  return (
    <p className="sf-product-qr__fallback">
      {texts.unavailable} <a href={view.url}>{texts.link}</a>
    </p>
  );
}
