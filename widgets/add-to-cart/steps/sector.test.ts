// The delivery-sector postal code as the spec has it: the form's own rules, then the normalisation, then the
// server decides (validatesectordelivery); the bundle adds no rule of its own.

import { ENDPOINTS } from '../../../shared/legacy/endpoints.ts';
import { $canDeliverToSector } from '../../../shared/stores/site.ts';
import { added, button, qty, sectionHtml, until } from '../../../test/support/add-to-cart-demo.ts';
import { type FakeCall, fakeFetch } from '../../../test/support/fake-fetch.ts';
import { dialogForm } from '../../../test/support/overlay.ts';
import { mountHtml, settle } from '../../../test/support/render.tsx';
import { attachEngineForFile } from '../../../test/support/signed-in-engine.ts';
import { statusTexts } from '../../../test/support/status.ts';
import { $dialog, resetOverlay } from '../store.ts';

const form = (field: string) =>
  `<form class="sf-sector-form"><label for="pc">Postal code</label>${field}<button type="submit">Validate</button></form>`;

attachEngineForFile();
beforeEach(() => $canDeliverToSector.set(false));
afterEach(() => resetOverlay());

/** An anonymous add of `A-1` up to the sector modal, served `formHtml`; the postal code typed and submitted. */
async function answerSector(formHtml: string, code: string) {
  const server = fakeFetch({ abort: 'honour' });
  const host = await mountHtml(`<ul>${sectionHtml('A-1')}</ul>`);
  (qty(host) as HTMLInputElement).value = '2';
  await settle(() => button(host, 'cart')?.click());
  const formCall = await server.next();
  expect(formCall.path).toBe(ENDPOINTS.sectorForm.path);
  formCall.text(formHtml, 200, 'text/html; charset=utf-8');
  await until(() => dialogForm() !== null);
  const field = dialogForm()?.querySelector<HTMLInputElement>('input[name="postalCode"]');
  if (field) field.value = code;
  await settle(() => dialogForm()?.requestSubmit());
  return server;
}

/** The call after the form's, once the modal either sent one or said why not (no waiting out a call never made). */
async function nextCall(server: { calls: FakeCall[]; next: () => Promise<FakeCall> }, after = 1): Promise<FakeCall> {
  const refused = () => (document.querySelector('.sf-engine-dialog__error')?.textContent ?? '') !== '';
  await until(() => server.calls.length > after || refused());
  expect(refused() ? document.querySelector('.sf-engine-dialog__error')?.textContent : 'no refusal').toBe('no refusal');
  return server.next();
}

describe('the delivery-sector postal code', () => {
  it.each([
    ['a code Canada Post does not issue', 'w1a-1a1', 'W1A 1A1'],
    ['another such code', 'z9z9z9', 'Z9Z 9Z9'],
    ['a code of another shape', 'ab12', 'AB1 2'],
  ])('posts %s, normalised, when the form has no rule against it: the server decides', async (_, typed, posted) => {
    const server = await answerSector(form('<input id="pc" name="postalCode" type="text">'), typed);
    const call = await nextCall(server);
    expect(call.path).toBe(ENDPOINTS.validateSector.path);
    expect(call.body.get('postalCode')).toBe(posted);
  });

  it('a refusal by the server shows the request error and adds nothing', async () => {
    const server = await answerSector(form('<input id="pc" name="postalCode" type="text">'), 'W1A 1A1');
    (await nextCall(server)).json({ Result: 2, StatusMessages: [{ Message: 'Not served', Type: 3 }] });
    await until(() => statusTexts().includes('Error while contacting server'));
    expect(statusTexts()).not.toContain('Not served');
    expect(server.calls.map((c) => c.path)).not.toContain(ENDPOINTS.addProducts.path);
  });

  it('a pass lets the add go ahead', async () => {
    const server = await answerSector(form('<input id="pc" name="postalCode" type="text">'), 'W1A 1A1');
    (await nextCall(server)).json({ Result: 1 });
    const add = await nextCall(server, 2);
    expect(add.path).toBe(ENDPOINTS.addProducts.path);
    add.json(added(1));
  });

  it.each([
    ['required, left empty', '<input id="pc" name="postalCode" type="text" required>', ''],
    [
      'a pattern not met',
      '<input id="pc" name="postalCode" type="text" pattern="[A-Za-z]\\d[A-Za-z][ -]?\\d[A-Za-z]\\d">',
      '12',
    ],
  ])('the form’s own rules still apply (%s): the modal stays, nothing is asked', async (_, field, typed) => {
    const server = await answerSector(form(field), typed);
    expect($dialog.get()?.kind).toBe('html');
    expect(server.calls.map((c) => c.path)).toEqual([ENDPOINTS.sectorForm.path]);
  });

  it('an empty value the form allows is posted empty, and the server decides', async () => {
    const server = await answerSector(form('<input id="pc" name="postalCode" type="text">'), '  ');
    const call = await nextCall(server);
    expect(call.path).toBe(ENDPOINTS.validateSector.path);
    expect(call.body.get('postalCode')).toBe('');
  });
});
