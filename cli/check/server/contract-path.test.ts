// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routedPath } from './contract-path.ts';

describe('the path a server routes', () => {
  it.each([
    ['/bpwgtlogin/%6Cogout', '/bpwgtlogin/logout'],
    ['/Bpwgtlogin/%4Cogout', '/bpwgtlogin/logout'],
    ['/bpwgtlogin/%25256cogout', '/bpwgtlogin/logout'],
    ['/shoppingcart/%61ddproducts', '/shoppingcart/addproducts'],
    ['/a/../bpwgtlogin/logout', '/bpwgtlogin/logout'],
    ['/a/%2e%2e/bpwgtlogin/./logout', '/bpwgtlogin/logout'],
    ['/a/%252e%252e/bpwgtlogin/logout', '/bpwgtlogin/logout'],
    ['/../../bpwgtlogin/logout/', '/bpwgtlogin/logout'],
    ['/ecomwgtheader/getsearchsuggestions/', '/ecomwgtheader/getsearchsuggestions'],
    ['/x/..', '/'],
  ])('%s is %s', (path, routed) => {
    expect(routedPath(path)).toBe(routed);
  });

  it.each([
    '/bpwgtlogin%2flogout',
    '/bpwgtlogin%252Flogout',
    '/bpwgtlogin%5clogout',
    '/bpwgtlogin\\logout',
    '/bpwgtlogin/logout%0a',
    '/bpwgtlogin/logout%c2%9b',
    '/bpwgtlogin/%E0%A4%A',
    'bpwgtlogin/logout',
  ])('%s: none for sure (ambiguous or malformed)', (path) => {
    expect(routedPath(path)).toBeNull();
  });

  it('gives up on a path still changing after many rounds of decoding', () => {
    expect(routedPath(`/%${'25'.repeat(11)}61`)).toBeNull();
    expect(routedPath(`/%${'25'.repeat(3)}61`)).toBe('/a');
  });
});
