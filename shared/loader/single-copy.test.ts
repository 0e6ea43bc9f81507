// One copy of the bundle per page: a second one (another flavour, another version, another URL) is refused aloud.
import { claimPage } from './single-copy.ts';

const copy = (flavour: string, version: string, url: string) => ({ flavour, version, url });

describe('claimPage', () => {
  let host: Record<symbol, unknown>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    host = {};
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('lets the first copy run, silently', () => {
    expect(claimPage(host, copy('preact', '1.2.0', 'https://shop.example/sf/1.2.0/preact/storefront.js'))).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses a second flavour with one error naming both copies', () => {
    claimPage(host, copy('preact', '1.2.0', 'https://shop.example/sf/1.2.0/preact/storefront.js'));
    expect(claimPage(host, copy('react', '1.2.0', 'https://shop.example/sf/1.2.0/react/storefront.js'))).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    const text = String(error.mock.calls[0]?.[0]);
    expect(text).toContain('preact 1.2.0 (https://shop.example/sf/1.2.0/preact/storefront.js)');
    expect(text).toContain('react 1.2.0 (https://shop.example/sf/1.2.0/react/storefront.js)');
  });

  it('refuses a second version, and the same build from another address (its stores would be separate too)', () => {
    claimPage(host, copy('react', '1.2.0', 'https://cdn.example/sf/1.2.0/react/storefront.js'));
    expect(claimPage(host, copy('react', '1.3.0', 'https://cdn.example/sf/1.3.0/react/storefront.js'))).toBe(false);
    expect(claimPage(host, copy('react', '1.2.0', 'https://shop.example/sf/1.2.0/react/storefront.js'))).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('react 1.3.0');
  });

  it('stays quiet when the same file runs its start again (one module instance, one set of stores)', () => {
    const same = copy('react', '1.2.0', 'https://shop.example/sf/1.2.0/react/storefront.js');
    claimPage(host, same);
    expect(claimPage(host, { ...same })).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});
