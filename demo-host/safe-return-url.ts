// The one same-origin guard for redirect targets taken from a request (returnUrl, url): a strict local-path check.
import { percentDecodedForms } from '../shared/url/percent-decode.ts';

/** Longest return URL honoured; anything longer falls back. */
const MAX_RETURN_URL = 2000;

// Raw characters allowed: printable ASCII without space or backslash. Browsers drop tab and newline and read `\`
// as `/`, so "/\t/evil.example" or "/\evil.example" would leave the site; non-ASCII cannot go into a Location header.
const RAW_OK = /^[\x21-\x5b\x5d-\x7e]+$/;
/** Once decoded: no control character (tab, newline…) and no backslash anywhere; an encoded space is fine. */
const hasControlOrBackslash = (v: string): boolean => {
  for (let i = 0; i < v.length; i += 1) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
};

/**
 * True when every decoded form of `v` is a path on this site: "/x", never "//x", "/\x", "x:", nor a control character.
 * Every form, because whatever reads the target after us may decode it again.
 */
const isLocalPath = (v: unknown): v is string => {
  if (typeof v !== 'string' || v.length === 0 || v.length > MAX_RETURN_URL || !RAW_OK.test(v)) return false;
  const forms = percentDecodedForms(v);
  if (!forms) return false;
  return forms.every((f) => {
    if (!f.startsWith('/') || f.startsWith('//') || hasControlOrBackslash(f)) return false;
    // The parser browsers use must agree: the target resolves on the same origin.
    try {
      return new URL(f, 'http://same-origin.invalid').origin === 'http://same-origin.invalid';
    } catch {
      return false;
    }
  });
};

/** `v` when it is a local path (see isLocalPath), else `fallback`: no open redirect. */
export const safeReturnUrl = (v: string | undefined, fallback: string): string => (isLocalPath(v) ? v : fallback);
