// Redirects: a refused one is visible (message and warning) and reported; login URLs and their return parameter.
import { recordNavigation } from '../../test/support/navigation.ts';
import { $statusQueue, MessageType } from '../stores/status.ts';
import { configureHttp } from './config.ts';
import { setNavigator } from './navigation.ts';
import { LOGIN_PREFIX, loginUrlFor } from './redirect.ts';
import { redirectTo } from './reports.ts';

const at = (href: string) => new URL(href) as unknown as Location;

it('navigates to a same-origin URL, resolved, and says so', () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  expect(redirectTo(' /checkout?step=2 ')).toBe(true);
  expect(nav.calls).toEqual([{ kind: 'assign', url: `${window.location.origin}/checkout?step=2` }]);
  expect($statusQueue.get()).toEqual([]);
});

it('refuses another origin with a localized error and a warning, and says it did not navigate', () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.documentElement.lang = 'fr';
  expect(redirectTo('https://evil.example/')).toBe(false);
  document.documentElement.lang = 'en';
  expect(nav.calls).toEqual([]);
  const messages = $statusQueue.get().flatMap((b) => b.messages);
  expect(messages).toHaveLength(1);
  expect(messages[0]?.Type).toBe(MessageType.ERROR);
  expect(messages[0]?.Message).not.toBe('');
  expect(messages[0]?.Message).not.toBe('redirectRefused');
  expect(warn).toHaveBeenCalledWith('[storefront] refused a redirect that leaves this site:', 'https://evil.example/');
});

describe('loginUrlFor', () => {
  const page = at('https://shop.example/fr/cart?step=2#top');

  it('uses the URL after the prefix, trimmed, with the current path as returnUrl', () => {
    expect(LOGIN_PREFIX).toBe('redirect_to_login:');
    expect(loginUrlFor('redirect_to_login:  /account/login?x=1 ', page)).toBe(
      'https://shop.example/account/login?x=1&returnUrl=%2Ffr%2Fcart',
    );
  });

  it('trims any white space after the prefix, not only what the URL parser strips', () => {
    expect(loginUrlFor('redirect_to_login:\u00a0/account/login\u00a0', page)).toBe(
      'https://shop.example/account/login?returnUrl=%2Ffr%2Fcart',
    );
  });

  it('falls back to the configured login page for an empty or blank URL after the prefix', () => {
    configureHttp({ fallbackLoginUrl: '/signin' });
    for (const text of ['redirect_to_login:', 'redirect_to_login: \u00a0 ']) {
      expect(loginUrlFor(text, page)).toBe('https://shop.example/signin?returnUrl=%2Ffr%2Fcart');
    }
  });

  it('names no login page for a 401 without the prefix or a body login, even when the site has a login page', () => {
    configureHttp({ fallbackLoginUrl: '/signin' });
    for (const text of ['Unauthorized', '', 'x redirect_to_login:/a']) expect(loginUrlFor(text, page)).toBeUndefined();
    expect(loginUrlFor('', page, '/account/login')).toBe('https://shop.example/account/login?returnUrl=%2Ffr%2Fcart');
    expect(loginUrlFor('redirect_to_login:', page)).toBe('https://shop.example/signin?returnUrl=%2Ffr%2Fcart');
  });

  it('sends path and query as returnurl when the page reads that one, replacing any value already there', () => {
    configureHttp({ returnParam: 'returnurl' });
    expect(loginUrlFor('redirect_to_login:/login?returnurl=/old', page)).toBe(
      'https://shop.example/login?returnurl=%2Ffr%2Fcart%3Fstep%3D2',
    );
  });
});
