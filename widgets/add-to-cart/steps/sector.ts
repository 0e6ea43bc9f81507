// Delivery-sector check for anonymous visitors (LEGACY-MARKUP.md §10): the postal-code modal, then validatesectordelivery.
import { controlsOf } from '../../../shared/dom/pristine-dom.ts';
import { asHtml, endpointCall, followCallResult, parseCallResult, ResultCode } from '../../../shared/http/index.ts';
import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { normalisePostalCode } from '../../../shared/postal.ts';
import { $canDeliverToSector, refreshDeliverySector } from '../../../shared/stores/site.ts';
import { showRequestError } from '../../../shared/stores/status.ts';
import { askWithHtml } from '../store.ts';
import type { LazyTexts } from '../texts.ts';

const loadSectorForm = endpointCall(ENDPOINTS.sectorForm, asHtml, { widget: 'add-to-cart' });
/** Read here, not by the client: only SUCCESS and REDIRECT are answers of this call. */
const validateSector = endpointCall(ENDPOINTS.validateSector, parseCallResult, {
  callResult: 'caller',
  widget: 'add-to-cart',
});

/**
 * For a visitor who is not a member (the caller reads body data-authenticated with the rest of the add): resolves true
 * when they may add to the cart (cookie present, or the check just passed).
 */
export async function ensureDeliverySector(texts: LazyTexts): Promise<boolean> {
  if ($canDeliverToSector.get() || refreshDeliverySector()) return true;
  const form = await loadSectorForm({});
  if (!form.ok) return false;
  // The form's own rules (required, pattern…) have judged the value before its submit reaches this; the bundle adds
  // no rule of its own: it normalises, and the server decides (spec §5, §8).
  const postalCode = await askWithHtml('sector', form.value, texts().dialog('sectorTitle'), (element) => {
    const field = controlsOf(element).namedItem('postalCode');
    return normalisePostalCode(field instanceof HTMLInputElement ? field.value : '');
  });
  if (postalCode === null) return false;
  const reply = await validateSector({ fields: { postalCode } });
  if (!reply.ok) return false;
  const { Result } = reply.value;
  if (Result !== ResultCode.SUCCESS && Result !== ResultCode.REDIRECT) {
    // A code the server does not serve shows the request error, not its messages (LEGACY-MARKUP.md §10).
    showRequestError();
    return false;
  }
  if (!followCallResult(reply.value)) return false;
  // The server set the cookie; remember the pass even where the cookie is not readable (HttpOnly).
  refreshDeliverySector();
  $canDeliverToSector.set(true);
  return true;
}
