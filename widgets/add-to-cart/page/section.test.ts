// The page as an add reads it (readPage): product lines read one way (lineFrom), flags as the server writes them.
import { ADD_SCOPE, AddMode, lineFrom, readPage, sectionLine, sectionsIn } from './section.ts';

/** The listing's prebooking id as an add from `button` reads it. */
const prebookingIdFor = (button: HTMLElement): number => readPage(button, [], AddMode.GENERIC).prebookingId;

const section = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  onTestFinished(() => host.remove());
  return host.firstElementChild as HTMLElement;
};

/** The inputs of these sections as an add from the first reads them. */
const classify = (sections: HTMLElement[], mode: AddMode) => readPage(sections[0] as HTMLElement, sections, mode).items;

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

describe('readPage: the ids of the button, the listing and the body', () => {
  afterEach(() => {
    for (const name of ['authenticated', 'idOrderToAddProducts']) delete document.body.dataset[name];
  });

  it('reads the visitor as the server writes it ("True", "true") and the order being edited as a whole number above 0', () => {
    const s = section('<div class="sf-add-to-cart"><input class="sf-qty" productcode="A" value="1"></div>');
    const read = () => readPage(s, [s], AddMode.GENERIC);
    expect(read()).toMatchObject({ member: false, editing: 0 });
    document.body.dataset.authenticated = 'True';
    document.body.dataset.idOrderToAddProducts = '12';
    expect(read()).toMatchObject({ member: true, editing: 12 });
    for (const odd of ['abc', '-3', '2.5', '']) {
      document.body.dataset.idOrderToAddProducts = odd;
      expect(read().editing).toBe(0);
    }
    document.body.dataset.authenticated = 'false';
    expect(read().member).toBe(false);
  });

  it('reads the button’s purchase list and the list whose comments it copies as whole numbers above 0, else 0', () => {
    const s = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="A" value="1"><button data-purchase-list-id="7" data-id-purchase-list-copy-comments="3"></button><button data-purchase-list-id="1e3x" data-id-purchase-list-copy-comments="-2"></button></div>',
    );
    const [good, odd] = Array.from(s.querySelectorAll('button'));
    expect(readPage(good as HTMLElement, [s], AddMode.GENERIC)).toMatchObject({
      purchaseListId: 7,
      copyCommentsFrom: 3,
    });
    expect(readPage(odd as HTMLElement, [s], AddMode.GENERIC)).toMatchObject({
      purchaseListId: 0,
      copyCommentsFrom: 0,
    });
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

describe('which sections an add covers', () => {
  const scopeOf = (s: HTMLElement) => s.closest<HTMLElement>(ADD_SCOPE) ?? s;

  it('the whole listing, product list or data-sf-add-scope group a section is in, else the section alone', () => {
    const group = section(
      '<div data-sf-add-scope="true"><div class="sf-add-to-cart" id="a"></div><div class="sf-add-to-cart" id="b"></div></div>',
    );
    const a = group.querySelector<HTMLElement>('#a') as HTMLElement;
    expect(scopeOf(a)).toBe(group);
    expect(sectionsIn(scopeOf(a)).map((s) => s.id)).toEqual(['a', 'b']);
    const list = section('<ul class="sf-products"><li><div class="sf-add-to-cart" id="c"></div></li></ul>');
    expect(scopeOf(list.querySelector<HTMLElement>('#c') as HTMLElement)).toBe(list);
    const alone = section('<div class="sf-add-to-cart" id="d"></div>');
    expect(scopeOf(alone)).toBe(alone);
    expect(sectionsIn(alone)).toEqual([alone]);
  });
});

describe('the product code of a line', () => {
  const lineOf = (html: string) => {
    const s = section(html);
    return sectionLine(s, s.querySelector<HTMLInputElement>('.sf-qty') as HTMLInputElement, 1);
  };

  it('is the input’s own (trimmed), else the quick-add row’s typed code, else the section’s', () => {
    expect(lineOf('<div class="sf-add-to-cart"><input class="sf-qty" productcode=" A-1 " iduom="2"></div>')).toEqual({
      Qty: 1,
      ProductCode: 'A-1',
      Uom: 2,
      UniqueCodes: '',
    });
    expect(
      lineOf(
        '<div class="sf-add-to-cart" productcode="S-1"><input class="sf-quick-code" value="Q-1"><input class="sf-qty"></div>',
      ).ProductCode,
    ).toBe('Q-1');
    expect(
      lineOf(
        '<div class="sf-add-to-cart" productcode=" S-1 "><input class="sf-quick-code" value="  "><input class="sf-qty" productcode=""></div>',
      ).ProductCode,
    ).toBe('S-1');
    expect(lineOf('<div class="sf-add-to-cart"><input class="sf-qty"></div>').ProductCode).toBe('');
  });
});

describe('classify, more', () => {
  it('skips a section without a quantity input, and for a purchase-list add in purchase-list mode an unticked one', () => {
    const inMode = (html: string) =>
      section(`<div data-sf-purchase-list-mode="True">${html}</div>`).firstElementChild as HTMLElement;
    const empty = section('<div class="sf-add-to-cart"></div>');
    const ticked = inMode(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="A" value="1"><input type="checkbox" class="sf-purchase-list-check" checked></div>',
    );
    const unticked = inMode(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="B" value="1"><input type="checkbox" class="sf-purchase-list-check"></div>',
    );
    const outside = section(
      '<div class="sf-add-to-cart"><input class="sf-qty" productcode="C" value="1"><input type="checkbox" class="sf-purchase-list-check"></div>',
    );
    const codes = (mode: AddMode) => classify([empty, ticked, unticked, outside], mode).map((i) => i.line?.ProductCode);
    expect(codes(AddMode.PURCHASE_LIST)).toEqual(['A', 'C']);
    expect(codes(AddMode.GENERIC)).toEqual(['A', 'B', 'C']);
  });

  it('gives a line to valid and to-be-confirmed quantities, none to an invalid or empty one', () => {
    const at = (value: string) =>
      section(
        `<div class="sf-add-to-cart"><input class="sf-qty" productcode="P" mustconfirmqty="10" value="${value}"></div>`,
      );
    const items = classify([at('2'), at('12'), at('0'), at('')], AddMode.GENERIC);
    expect(items.map((i) => [i.check.kind, i.line?.Qty ?? null])).toEqual([
      ['valid', 2],
      ['confirm', 12],
      ['invalid', null],
      ['empty', null],
    ]);
  });
});

describe('the prebooking id an add reads', () => {
  it('reads the last prebooking id of the section’s listing, else of the page; 0 when none or not a whole number', () => {
    const listing = section(
      '<div class="sf-listing-results"><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="4"><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="7"><div class="sf-add-to-cart" id="in"></div></div>',
    );
    expect(prebookingIdFor(listing.querySelector('#in') as HTMLElement)).toBe(7);
    const outside = section('<div class="sf-add-to-cart"></div>');
    expect(prebookingIdFor(outside)).toBe(7);
    listing.remove();
    expect(prebookingIdFor(outside)).toBe(0);
    const odd = section(
      '<div class="sf-listing-results"><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="2.5"><div class="sf-add-to-cart" id="odd"></div></div>',
    );
    expect(prebookingIdFor(odd.querySelector('#odd') as HTMLElement)).toBe(0);
  });

  it('two listings on a page each read their own id', () => {
    const first = section(
      '<div class="sf-listing-results"><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="4"><div class="sf-add-to-cart" id="first"></div></div>',
    );
    section(
      '<div class="sf-listing-results"><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="9"></div>',
    );
    expect(prebookingIdFor(first.querySelector('#first') as HTMLElement)).toBe(4);
  });

  it('a listing without its own id takes the page’s', () => {
    section('<div><input type="hidden" name="IdPriceListPromotionWebPrebooking" value="9"></div>');
    const listing = section('<div class="sf-listing-results"><div class="sf-add-to-cart" id="in"></div></div>');
    expect(prebookingIdFor(listing.querySelector('#in') as HTMLElement)).toBe(9);
  });
});
