// Page-wide client settings: defaults, the <html> attributes, overrides and reset, in that order of precedence.
import { configureHttp, httpConfig, resetHttpConfig } from './config.ts';

const root = document.documentElement;
afterEach(() => {
  root.removeAttribute('data-sf-login-url');
  root.removeAttribute('data-sf-return-param');
});

it('starts from the defaults: no login page named (a bare 401 is then a failed call)', () => {
  expect(httpConfig()).toEqual({ returnParam: 'returnUrl', timeoutMs: false });
});

it('reads the login URL and a known return parameter from <html>, ignoring empty or unknown ones', () => {
  root.setAttribute('data-sf-login-url', '/fr/connexion');
  root.setAttribute('data-sf-return-param', 'returnurl');
  expect(httpConfig()).toMatchObject({ fallbackLoginUrl: '/fr/connexion', returnParam: 'returnurl' });
  root.setAttribute('data-sf-login-url', '');
  root.setAttribute('data-sf-return-param', 'ReturnURL');
  expect(httpConfig()).toEqual({ returnParam: 'returnUrl', timeoutMs: false });
});

it('lets configureHttp override the page, merging successive calls, until reset', () => {
  root.setAttribute('data-sf-login-url', '/page-login');
  configureHttp({ fallbackLoginUrl: '/code-login' });
  configureHttp({ timeoutMs: 500 });
  expect(httpConfig()).toEqual({ fallbackLoginUrl: '/code-login', returnParam: 'returnUrl', timeoutMs: 500 });
  resetHttpConfig();
  expect(httpConfig()).toEqual({ fallbackLoginUrl: '/page-login', returnParam: 'returnUrl', timeoutMs: false });
});

it('uses the defaults and overrides where there is no document (server-side rendering)', () => {
  vi.stubGlobal('document', undefined);
  configureHttp({ timeoutMs: 1 });
  expect(httpConfig()).toEqual({ returnParam: 'returnUrl', timeoutMs: 1 });
});
