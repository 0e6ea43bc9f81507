// Field reports stories: a page that carries <meta name="sf-report">, a failure raised on it, and the batch the reporter
// sends when the page is hidden, shown byte for byte (English and French pages).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { reportFailure } from '../shared/report/failures.ts';
import { startFieldReports } from '../widgets/field-reports/field-reports.ts';
import manifest from '../widgets/field-reports/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { waitFor } from './support.tsx';

/** The loader's claim the reporter reads its release from, as a built page has it. */
const CLAIM = {
  [Symbol.for('storefront-islands.loader')]: { flavour: 'preact', version: '0.1.0', url: '/sf/storefront.js' },
};

interface Texts {
  raise: string;
  hide: string;
  sent: string;
  none: string;
}

/**
 * The page is left (the reporter sends at pagehide), then shown again from the back/forward cache (pageshow), as a
 * shopper's Back does: the rest of the bundle counts the page as live again.
 */
function leaveAndComeBack() {
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new Event('pageshow'));
}

/** A page with the report meta: raising a failure, then "hiding" the page, shows what reaches the collector. */
function ReportingPage({ texts }: { texts: Texts }) {
  const [sent, setSent] = useState<string[]>([]);
  useEffect(() => {
    const meta = Object.assign(document.createElement('meta'), { name: 'sf-report', content: '/__sf/reports' });
    meta.dataset.pageType = 'category';
    document.head.append(meta);
    const stop = startFieldReports({
      draw: () => 0,
      idle: () => new Promise<void>(() => {}),
      scope: CLAIM,
      beacon: (_url, body) => {
        void body.text().then((text) => setSent((all) => [...all, text]));
        return true;
      },
    });
    return () => {
      stop();
      meta.remove();
    };
  }, []);
  // One failure per page language: the failure event counts a repeat on the page instead of raising it again.
  const raise = () =>
    reportFailure({
      kind: 'endpoint',
      widget: 'sf-listing',
      message: `${texts.raise}: /listing answered HTTP 500`,
      status: 500,
      path: '/listing/products?page=2',
    });
  return (
    <>
      <p>
        <button type="button" className="sf-button" onClick={raise}>
          {texts.raise}
        </button>{' '}
        <button type="button" className="sf-button" onClick={leaveAndComeBack}>
          {texts.hide}
        </button>
      </p>
      <p>{texts.sent}</p>
      <ol className="sf-story-events">
        {sent.length === 0 ? (
          <li>{texts.none}</li>
        ) : (
          sent.map((body) => (
            <li key={body}>
              <code>{body}</code>
            </li>
          ))
        )}
      </ol>
    </>
  );
}

const meta = {
  title: 'Behaviours/field-reports',
  parameters: docsParameters(manifest),
  component: ReportingPage,
  args: {
    texts: {
      raise: 'Raise a failure (the listing’s call answers 500)',
      hide: 'Leave the page',
      sent: 'What navigator.sendBeacon sent to /__sf/reports:',
      none: 'Nothing yet.',
    },
  },
} satisfies Meta<typeof ReportingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The batch carries the kind, widget, status, path (its query left out) and count: never the message. */
const sendsTheFailure = async (canvasElement: HTMLElement) => {
  const [raise, hide] = Array.from(canvasElement.querySelectorAll<HTMLButtonElement>('button'));
  raise?.click();
  raise?.click();
  hide?.click();
  const body = await waitFor(() => canvasElement.querySelector('code')?.textContent);
  await expect(JSON.parse(body)).toMatchObject({
    release: '0.1.0 preact',
    page: 'category',
    failures: [{ kind: 'endpoint', widget: 'sf-listing', status: 500, path: '/listing/products', count: 2 }],
  });
  await expect(body).not.toContain('answered HTTP');
  await expect(body).not.toContain('?page');
};

export const FailureReported: Story = {
  play: async ({ canvasElement }) => sendsTheFailure(canvasElement),
};

export const FrenchPage: Story = {
  parameters: { locale: 'fr' },
  args: {
    texts: {
      raise: 'Provoquer un échec (l’appel de la liste répond 500)',
      hide: 'Quitter la page',
      sent: 'Ce que navigator.sendBeacon a envoyé à /__sf/reports :',
      none: 'Rien encore.',
    },
  },
  play: async ({ canvasElement }) => sendsTheFailure(canvasElement),
};
