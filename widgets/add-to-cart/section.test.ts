// Product lines are read one way (lineFrom); inputs are emptied only when they still hold what was sent.
import { AddMode, classify, clearInputs, lineFrom, sectionLine } from './section.ts';

const section = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  onTestFinished(() => host.remove());
  return host.firstElementChild as HTMLElement;
};

describe('lineFrom', () => {
  it.each([
    ['4', 4],
    ['0', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['-2', 0],
    ['1.5', 0],
    ['abc', 0],
  ])('unit %j → %i', (uom, expected) => {
    expect(lineFrom(2, 'A-1', uom, 'U1')).toEqual({ Qty: 2, ProductCode: 'A-1', Uom: expected, UniqueCodes: 'U1' });
  });

  it('missing unique codes become an empty string', () => {
    expect(lineFrom(1, 'A-1', '3', null).UniqueCodes).toBe('');
  });
});

describe('sectionLine', () => {
  it('the unit select wins over the input’s iduom; the quick-add row reads the typed code', () => {
    const s = section(
      '<div class="sf-add-to-cart"><input class="sf-quick-code" value=" Q-9 "><input class="sf-qty" productcode="" iduom="3" uniquecodes="X"><select class="sf-uom"><option value="7" selected>Box</option></select></div>',
    );
    const input = s.querySelector<HTMLInputElement>('.sf-qty') as HTMLInputElement;
    expect(sectionLine(s, input, 5)).toEqual({ Qty: 5, ProductCode: 'Q-9', Uom: 7, UniqueCodes: 'X' });
  });
});

describe('clearInputs', () => {
  it('empties an input still holding what was read, keeps a retyped one and its purchase-list tick', () => {
    const a = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="A" value="2"><input type="checkbox" class="sf-purchase-list-check" checked></div>',
    );
    const b = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="B" value="3"><input type="checkbox" class="sf-purchase-list-check" checked></div>',
    );
    const items = classify([a, b], AddMode.PURCHASE_LIST);
    (b.querySelector('.sf-qty') as HTMLInputElement).value = '8';
    clearInputs(items);
    expect((a.querySelector('.sf-qty') as HTMLInputElement).value).toBe('');
    expect((a.querySelector('.sf-purchase-list-check') as HTMLInputElement).checked).toBe(false);
    expect((b.querySelector('.sf-qty') as HTMLInputElement).value).toBe('8');
    expect((b.querySelector('.sf-purchase-list-check') as HTMLInputElement).checked).toBe(true);
  });
});

describe('classify', () => {
  it('reads the configurator flags as the server writes them: "True" (ASP.NET) as well as "true"', () => {
    const a = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="A" value="1" iscustomeasyprint="True" iscustomdeskdesign="False"></div>',
    );
    const b = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="B" value="1" iscustomeasyprint="false" iscustomdeskdesign="TRUE"></div>',
    );
    const c = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="C" value="1" iscustomeasyprint="False" iscustomdeskdesign="0"></div>',
    );
    expect(classify([a, b, c], AddMode.GENERIC).map((i) => i.provider)).toEqual(['easyprint', 'deskdesign', null]);
  });
});
