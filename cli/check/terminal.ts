// Text from a page or a server, made safe to print: a control character would drive the terminal (retitle it, move the
// cursor, erase a line and with it a finding), so each one is written as a visible \xHH escape.

/** C0 (tabs and newlines included), DEL and C1: every code point a terminal may act on rather than show. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

const hex = (c: string) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** `text` with every control character as `\xHH`. */
export const escapeControls = (text: string): string => text.replace(CONTROL, hex);

/** JSON text whose DEL and C1 characters are escaped too (JSON.stringify leaves them raw): the same values, printable. */
export const escapeJsonControls = (json: string): string =>
  json.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
