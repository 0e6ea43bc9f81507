// External configurators A and B (LEGACY-MARKUP.md §8): one product at a time, a framed modal, the FinishDoc cookie polled every 5 s.

import { CONFIGURATOR_POLL_MS } from '../../../shared/constants.ts';
import { type CallResult, followCallResult, ResultCode } from '../../../shared/http/index.ts';
import { finishDocCookie, type ProviderName } from '../../../shared/providers.ts';
import { CartPopupEvent, raiseCartPopupEvent } from '../../../shared/stores/cart.ts';
import { readCookie, writeCookie } from '../../../shared/stores/site.ts';
import {
  MessageType,
  type StatusMessage,
  showRequestError,
  showStatusMessage,
  showStatusMessages,
} from '../../../shared/stores/status.ts';
// The guard itself (not the barrel): it reads <html data-sf-configurator-origins>, which the manifest documents.
import { toAllowedUrl, toHttpUrl, toSameOriginUrl } from '../../../shared/url/guard.ts';
import type { ProductLine } from '../page/section.ts';
import { openPortal, startConfigurator } from '../send/api.ts';
import { closeDialog, showFrame } from '../store.ts';
import type { LazyTexts } from '../texts.ts';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Same-origin http(s), or an origin the page allow-lists in <html data-sf-configurator-origins="https://a https://b">. */
export function frameableUrl(raw: string | null): string | null {
  return toAllowedUrl(raw, 'data-sf-configurator-origins')?.href ?? null;
}

/**
 * The frame's sandbox tokens. A page of this origin never gets allow-scripts with allow-same-origin (that pair lets it
 * lift its own sandbox and reach this page): it keeps its origin (its form posts carry and set this site's cookies,
 * FinishDoc included) but runs no script. An allow-listed provider on another origin keeps its own origin and its
 * scripts (its session cookies and storage work; the browser's origin boundary already keeps it from this page).
 * Neither may navigate this page or open popups.
 */
export function frameSandboxFor(src: string): string {
  // Only an http(s) page of another origin: about:blank, blob: and the like take this page's origin.
  const other = toHttpUrl(src) !== null && toSameOriginUrl(src) === null;
  return other ? 'allow-scripts allow-forms allow-same-origin' : 'allow-forms allow-same-origin';
}

/**
 * A configurator call's result read as the spec's roles and error catalogue have it: a REDIRECT goes to RedirectUrl
 * with its messages shown (the shopper is leaving: nothing else to say), any result but success shows its messages
 * and the request error. Only a success goes on; its messages are the caller's to show.
 */
function goesOn(result: CallResult): boolean {
  if (result.Result === ResultCode.REDIRECT) {
    followCallResult(result);
    return false;
  }
  if (result.Result === ResultCode.SUCCESS) return true;
  showStatusMessages(result.StatusMessages);
  showRequestError();
  return false;
}

type Ending = 'done' | 'error' | 'closed';

function waitForFinish(cookie: string, src: string, texts: LazyTexts): Promise<Ending> {
  return new Promise((resolve) => {
    const end = (ending: Ending) => {
      clearInterval(timer);
      closeDialog();
      resolve(ending);
    };
    const timer = setInterval(() => {
      const value = readCookie(cookie);
      if (value === '1') end('done');
      else if (value === 'error') end('error');
    }, CONFIGURATOR_POLL_MS);
    showFrame(src, texts().t('configuratorFrame'), texts().dialog('configuratorTitle'), () => end('closed'));
  });
}

/** Runs the configurator of each product in turn; stops at the first failure (request error, cart refreshed). */
export async function runConfigurators(
  items: readonly { provider: ProviderName; line: ProductLine }[],
  texts: LazyTexts,
): Promise<void> {
  const collected: StatusMessage[] = [];
  const stop = (showError: boolean) => {
    if (showError) showRequestError();
    raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
  };
  for (const { provider, line } of items) {
    const cookie = finishDocCookie(provider);
    writeCookie(cookie, '0', ONE_DAY_SECONDS);
    const reply = await startConfigurator[provider]({ fields: { productcode: line.ProductCode, qty: line.Qty } });
    if (!reply.ok) return stop(false); // the client already showed the request error
    const { result } = reply.value;
    // A redirect leaves the page: no cart to refresh. A refusal stops the sequence with the cart refreshed.
    if (!goesOn(result)) return result.Result === ResultCode.REDIRECT ? undefined : stop(false);
    collected.push(...result.StatusMessages);
    const src = frameableUrl(reply.value.url);
    if (!src) {
      showStatusMessage(texts().t('configuratorBlocked'), MessageType.ERROR);
      return stop(false);
    }
    const ending = await waitForFinish(cookie, src, texts);
    if (ending === 'error') return stop(true);
    if (ending === 'closed') return stop(false);
  }
  showStatusMessages(collected);
  raiseCartPopupEvent('cart', CartPopupEvent.REFRESH);
}

/** Provider B's portal: its URL opens in a new tab (navigation.open uses noopener). */
export async function openProviderPortal(texts: LazyTexts, open: (url: string) => void): Promise<void> {
  const reply = await openPortal({});
  if (!reply.ok || !goesOn(reply.value.result)) return;
  showStatusMessages(reply.value.result.StatusMessages);
  const url = frameableUrl(reply.value.url);
  if (url) open(url);
  else showStatusMessage(texts().t('configuratorBlocked'), MessageType.ERROR);
}
