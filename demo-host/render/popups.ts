// Delivery-sector modal and message reply popup fragments.
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { html } from '../html.ts';
import { type Lang, pick } from '../i18n.ts';

export const sectorForm = (lang: Lang): string =>
  html`<form class="sf-sector-form" action="${ENDPOINTS.validateSector.path}" method="post"><p class="sf-sector-form__intro">${pick(lang, 'Enter your postal code to check that we deliver to you.', 'Entrez votre code postal pour vérifier que nous livrons chez vous.')}</p>
<label for="sf-postal-code">${pick(lang, 'Postal code', 'Code postal')}</label> <input id="sf-postal-code" name="postalCode" type="text" maxlength="7" required autocomplete="postal-code" placeholder="H2X 1Y4">
<button type="submit">${pick(lang, 'Validate', 'Valider')}</button></form>`.value;

export const messageReplyForm = (lang: Lang, idPost: number, subject: string, body: string): string =>
  html`<form class="sf-message-reply" data-id-post="${idPost}"><h2 class="sf-message-reply__subject">${subject}</h2><blockquote class="sf-message-reply__original">${body}</blockquote>
<label for="sf-reply-${idPost}">${pick(lang, 'Your reply', 'Votre réponse')}</label><textarea id="sf-reply-${idPost}" name="reply" maxlength="1000" required></textarea>
<input type="hidden" name="idPost" value="${idPost}"><button type="submit">${pick(lang, 'Send', 'Envoyer')}</button></form>`
    .value;
