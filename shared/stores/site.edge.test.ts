// Page-wide facts: the site kind from the body class, cookies read and written, the delivery-sector flag.
import { $canDeliverToSector, readCookie, readSiteKind, refreshDeliverySector, writeCookie } from './site.ts';

afterEach(() => {
  document.body.className = '';
});

it('reads the site kind from the body class, b2b first', () => {
  const body = document.createElement('body');
  expect(readSiteKind(body)).toBe('none');
  body.className = 'page b2c';
  expect(readSiteKind(body)).toBe('b2c');
  body.className = 'b2c b2b';
  expect(readSiteKind(body)).toBe('b2b');
  expect(readSiteKind(null)).toBe('none');
  document.body.className = 'b2b';
  expect(readSiteKind()).toBe('b2b');
});

it('reads a cookie by its exact name, decoding it and keeping any = in its value', () => {
  const cookies = 'a=1; sector=North%20Shore; token=x=y==; sectorx=2';
  expect(readCookie('sector', cookies)).toBe('North Shore');
  expect(readCookie('token', cookies)).toBe('x=y==');
  expect(readCookie('a', cookies)).toBe('1');
  expect(readCookie('sect', cookies)).toBeNull();
  expect(readCookie('missing', '')).toBeNull();
  expect(readCookie('empty', 'empty=')).toBe('');
});

it('writes an encoded, site-wide cookie the page then reads back', () => {
  const set = vi.spyOn(document, 'cookie', 'set');
  writeCookie('sfTest', 'a b;c', 60);
  expect(set).toHaveBeenCalledWith('sfTest=a%20b%3Bc; path=/; max-age=60; samesite=lax');
  set.mockRestore();
  writeCookie('sfTest', 'a b;c', 60);
  expect(readCookie('sfTest')).toBe('a b;c');
});

it('sets the delivery-sector flag by the exact cookie name, for any value but an empty one', () => {
  const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('CanDeliverToSectorX=1; other=2');
  $canDeliverToSector.set(true);
  expect(refreshDeliverySector()).toBe(false);
  expect($canDeliverToSector.get()).toBe(false);
  cookie.mockReturnValue('other=2; CanDeliverToSector=');
  expect(refreshDeliverySector()).toBe(false);
  cookie.mockReturnValue('other=2; CanDeliverToSector=0');
  expect(refreshDeliverySector()).toBe(true);
  expect($canDeliverToSector.get()).toBe(true);
});
