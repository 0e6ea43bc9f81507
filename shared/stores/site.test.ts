// Cookies the bundle reads: a malformed value never throws, and a CanDeliverToSector cookie with any value is a pass.
import { $canDeliverToSector, readCookie, refreshDeliverySector } from './site.ts';

const clear = (name: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets raw cookie strings.
  document.cookie = `${name}=; path=/; max-age=0`;
};
afterEach(() => clear('CanDeliverToSector'));

describe('readCookie', () => {
  it('decodes the value of the named cookie', () => {
    expect(readCookie('b', 'a=1; b=caf%C3%A9%3Dx; c=3')).toBe('café=x');
    expect(readCookie('d', 'a=1')).toBeNull();
  });

  it.each(['%E0%A4%A', '%', '100%', '%zz'])('reads the malformed value %s as it is, without an exception', (raw) => {
    expect(readCookie('x', `a=1; x=${raw}; y=2`)).toBe(raw);
  });
});

describe('refreshDeliverySector', () => {
  it.each(['1', 'true', 'True', 'yes', '2', '0', 'false', 'a1b2c3', '%E0%A4%A'])(
    'counts the cookie as passed whatever its value (%j): the spec says the cookie records the pass',
    (value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test sets raw cookie strings.
      document.cookie = `CanDeliverToSector=${value}; path=/`;
      expect(refreshDeliverySector()).toBe(true);
      expect($canDeliverToSector.get()).toBe(true);
    },
  );

  it.each(['', ' '])('does not count an emptied cookie (%j) as passed: the check is asked again', (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets raw cookie strings.
    document.cookie = `CanDeliverToSector=${value}; path=/`;
    expect(refreshDeliverySector()).toBe(false);
    expect($canDeliverToSector.get()).toBe(false);
  });

  it('is not passed without the cookie', () => {
    expect(refreshDeliverySector()).toBe(false);
  });
});
