// Character counters (page-helpers' data-sf-counter, review-box's review field): truncate, say "N characters left".
import { parsePositiveWhole } from '../config/legacy-values.ts';
import { REVIEW_MAX_CHARS } from '../constants.ts';
import { resolveLocale } from '../i18n/locale.ts';
import sharedMessages from '../i18n/messages.ts';
import { createTranslator } from '../i18n/translator.ts';
import { whenNearViewport } from './near.ts';

export const COUNTER_SELECTOR = 'textarea[data-sf-counter], input[data-sf-counter]';
type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Cuts a text at its maximum (in UTF-16 units, as maxlength counts) and says what is left. */
function limitText(value: string, max: number): { value: string; left: number } {
  const kept = value.length > max ? value.slice(0, max) : value;
  return { value: kept, left: max - kept.length };
}

/** The maximum: data-sf-counter's number, else maxlength, else the review limit (1000). */
function counterMax(field: TextField): number {
  return (
    parsePositiveWhole(field.dataset.sfCounter) ??
    parsePositiveWhole(field.getAttribute('maxlength')) ??
    REVIEW_MAX_CHARS
  );
}

/** Cuts the field's value at its maximum; returns what is left. */
function cutToMax(field: TextField): { left: number } {
  const { value, left } = limitText(field.value, counterMax(field));
  if (value !== field.value) field.value = value;
  return { left };
}

function slotFor(field: TextField): HTMLElement {
  if (!field.id) field.id = `sf-counted-${Math.random().toString(36).slice(2, 9)}`;
  const given = document.querySelector<HTMLElement>(`[data-sf-counter-for="${CSS.escape(field.id)}"]`);
  const slot = given ?? document.getElementById(`${field.id}-counter`) ?? document.createElement('span');
  if (!slot.isConnected) field.after(slot);
  if (!slot.id) slot.id = `${field.id}-counter`;
  slot.classList.add('sf-char-counter');
  slot.setAttribute('aria-live', 'polite');
  const describedBy = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  describedBy.add(slot.id);
  field.setAttribute('aria-describedby', [...describedBy].join(' '));
  return slot;
}

/** Truncates the field if needed and refreshes its counter text. */
export function updateCounter(field: TextField): void {
  const { left } = cutToMax(field);
  const t = createTranslator(sharedMessages, resolveLocale(field));
  const slot = slotFor(field);
  slot.textContent = left === 0 ? t('limitReached') : t('charsLeft', { count: left });
  slot.dataset.limit = String(left === 0);
}

const watched = new WeakSet<TextField>();

/**
 * Sets a counted field up as a behaviour finds it (once, whichever behaviours ask): cut and described at once, its
 * text written once the field nears the viewport. The first message builds a formatter, and a review field is
 * usually far below the fold (bench/JOURNAL.md "Counters as they come near"). Typing updates it at once anyway.
 */
export function watchCounter(field: TextField): void {
  if (watched.has(field)) return;
  watched.add(field);
  cutToMax(field);
  slotFor(field);
  whenNearViewport(field, () => updateCounter(field));
}
