// Attaches the engine to the document once: delegated listeners serve sections present now and inserted later.
import { delegate, observeMatches } from '../../shared/dom/index.ts';
import { attachOnce } from '../../shared/dom/once.ts';
import { navigation } from '../../shared/http/index.ts';
import { changeUnitOfMeasure } from '../../shared/legacy/unit-of-measure.ts';
import { renderOverlay } from '../../shared/ui/overlay.tsx';
import { addWith, onAddClick } from './flow.ts';
import { EngineOverlay } from './Overlay.tsx';
import { applyQtyMaxLength, fillSchoolQuantities, onQtyInput, onQtyInsert, onQtyKeydown } from './page/keys.ts';
import { watchPurchaseListMode } from './page/purchase-list-mode.ts';
import { ADD_BUTTON, QTY_INPUT, SECTION } from './page/section.ts';
import { openProviderPortal } from './steps/configurator.ts';
import { textsFor } from './texts.ts';

const QTY = `${SECTION} ${QTY_INPUT}`;
const UOM = `${SECTION} select.sf-uom`;
const SCHOOL = '[data-sf-school]';
const PORTAL = '[data-sf-configurator-portal]';

/** The school-list and configurator-portal buttons share one listener. */
function onOtherClick(event: MouseEvent, button: HTMLElement): void {
  if (button.matches(SCHOOL)) fillSchoolQuantities(button);
  else {
    event.preventDefault();
    void openProviderPortal(
      () => textsFor(button),
      (url) => navigation.open(url),
    );
  }
}

/** Idempotent: a second attach() (second bundle, re-define) attaches nothing more; detach() undoes it. */
export const engine = attachOnce(() => {
  // The overlay root renders popovers and dialogs from the engine's stores.
  renderOverlay('add-to-cart', <EngineOverlay />);
  const offs = [
    delegate(document, 'click', `${SCHOOL}, ${PORTAL}`, onOtherClick),
    // Attached last, so the click that starts an add runs nothing after it in its task.
    delegate(document, 'click', ADD_BUTTON, onAddClick),
    // Each quantity input gets its maxlength from its multiple when it appears, and again on focus (a unit
    // change or a script may have changed the multiple since).
    observeMatches(QTY, (input) => applyQtyMaxLength(input as HTMLInputElement)),
    delegate(document, 'focusin', QTY, (_e, input) => applyQtyMaxLength(input as HTMLInputElement)),
    // Purchase-list containers get the mark the CSS shows their select boxes by.
    watchPurchaseListMode(),
    delegate(document, 'keydown', QTY, (e, input) => onQtyKeydown(e, input as HTMLInputElement, addWith)),
    delegate(document, 'beforeinput', QTY, (e, input) => onQtyInsert(e, input as HTMLInputElement)),
    delegate(document, 'paste', QTY, (e, input) => onQtyInsert(e, input as HTMLInputElement)),
    delegate(document, 'input', QTY, (_e, input) => onQtyInput(input as HTMLInputElement)),
    // A unit change in any section (product page, carousels, async sections, tables): the quantity input takes the
    // unit. A listing heard it first when it is inside one, and also refreshes the product.
    delegate(document, 'change', UOM, (e, select) => {
      void changeUnitOfMeasure(e, select as HTMLSelectElement, null);
      const qty = select.closest(SECTION)?.querySelector<HTMLInputElement>(QTY_INPUT);
      if (qty) applyQtyMaxLength(qty);
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
});
