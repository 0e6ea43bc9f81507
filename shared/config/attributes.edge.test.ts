// readConfig at its edges: each value kind's accepted spellings and bounds, blank attributes, and what is reported.
import { type ConfigSchema, readConfig } from './attributes.ts';

const el = (attributes: Record<string, string>) => {
  const element = document.createElement('sf-widget');
  for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
  return element;
};
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('booleans', () => {
  const schema = { flag: { type: 'boolean', default: false } } as const satisfies ConfigSchema;
  const read = (value: string) => readConfig(el({ 'data-flag': value }), schema);

  it.each(['true', 'True', 'TRUE', '1', 'yes', 'On', ' true '])('reads %j as true', (value) => {
    expect(read(value).config.flag).toBe(true);
  });
  it.each(['false', 'False', '0', 'No', 'off'])('reads %j as false, with the default true', (value) => {
    const schemaTrue = { flag: { type: 'boolean', default: true } } as const satisfies ConfigSchema;
    expect(readConfig(el({ 'data-flag': value }), schemaTrue).config.flag).toBe(false);
  });
  it.each(['truely', 'yes!', '2', 'xon', 'offline', 'nope'])('refuses %j', (value) => {
    expect(read(value).problems).toEqual([{ attribute: 'data-flag', problem: 'invalid', value }]);
  });
});

describe('ids', () => {
  const schema = { id: { type: 'id', default: '0' } } as const satisfies ConfigSchema;
  const read = (value: string) => readConfig(el({ 'data-id': value }), schema);

  it.each(['12', '0012', 'c47e0000-0000-4000-8000-000000000003', '{C47E0000-0000-4000-8000-000000000003}'])(
    'keeps %j exactly as written (never a number)',
    (value) => {
      expect(read(value).config.id).toBe(value);
    },
  );
  it.each(['a b', '<x>', '__proto__'])('refuses %j and keeps the default', (value) => {
    expect(read(value)).toMatchObject({
      config: { id: '0' },
      problems: [{ attribute: 'data-id', problem: 'invalid' }],
    });
  });
});

describe('numbers', () => {
  const schema = { n: { type: 'number', default: 5, min: 1, max: 10 } } as const satisfies ConfigSchema;
  const read = (value: string) => readConfig(el({ 'data-n': value }), schema).config.n;

  it('accepts the bounds themselves, decimals and a decimal comma', () => {
    expect([read('1'), read('10'), read('2.5'), read('2,5')]).toEqual([1, 10, 2.5, 2.5]);
  });
  it('refuses just outside the bounds, and what is not a finite number', () => {
    expect([read('0.99'), read('10.01'), read('Infinity'), read('1e999'), read('abc')]).toEqual([5, 5, 5, 5, 5]);
  });
  it('applies no bound that is not given, and refuses fractions only when integers are asked for', () => {
    const open = { n: { type: 'number', default: 0 } } as const satisfies ConfigSchema;
    expect(readConfig(el({ 'data-n': '-40.5' }), open).config.n).toBe(-40.5);
    expect(readConfig(el({ 'data-n': '-Infinity' }), open).config.n).toBe(0);
    const integer = { n: { type: 'number', default: 0, integer: true } } as const satisfies ConfigSchema;
    expect(readConfig(el({ 'data-n': '3' }), integer).config.n).toBe(3);
    expect(readConfig(el({ 'data-n': '3.5' }), integer).config.n).toBe(0);
  });
});

describe('URLs and strings', () => {
  const schema = {
    link: { type: 'url', default: '/default' },
    text: { type: 'string', default: 'none' },
  } as const satisfies ConfigSchema;

  it.each(['javascript:x', 'JavaScript:x', 'data:text/html,x', 'VBScript:x'])('refuses the URL %j', (value) => {
    const { config, problems } = readConfig(el({ 'data-link': value }), schema);
    expect(config.link).toBe('/default');
    expect(problems).toEqual([{ attribute: 'data-link', problem: 'invalid', value }]);
  });
  it('keeps other URLs and strings, trimmed', () => {
    const { config } = readConfig(el({ 'data-link': ' /x?javascript:1 ', 'data-text': '  hello ' }), schema);
    expect(config).toEqual({ link: '/x?javascript:1', text: 'hello' });
  });
});

describe('blank and missing attributes', () => {
  const schema = {
    required: { type: 'string', default: '', required: true },
    optional: { type: 'string', default: 'opt' },
    notRequired: { type: 'url', default: '/u', required: false },
  } as const satisfies ConfigSchema;

  it('reports a blank required attribute as missing with its value, and a blank optional one not at all', () => {
    const { config, problems, blocked } = readConfig(
      el({ 'data-required': '   ', 'data-optional': '', 'data-not-required': ' ' }),
      schema,
    );
    expect(problems).toEqual([{ attribute: 'data-required', problem: 'missing', value: '   ' }]);
    expect(blocked).toBe(true);
    expect(config).toEqual({ required: '', optional: 'opt', notRequired: '/u' });
  });

  it('does not block when only optional attributes are wrong, and warns once per problem, naming the tag', () => {
    const { blocked, problems } = readConfig(
      el({ 'data-required': 'ok', 'data-not-required': 'javascript:x' }),
      schema,
    );
    expect(blocked).toBe(false);
    expect(problems).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[storefront] sf-widget: data-not-required: invalid value "javascript:x"; using the default.',
    );
  });

  it('warns about a missing required attribute with a null value', () => {
    readConfig(el({}), schema);
    expect(warn).toHaveBeenCalledWith('[storefront] sf-widget: data-required: missing value null; using the default.');
  });
});

it('matches enum values whatever their case, returning the listed spelling', () => {
  const schema = {
    mode: { type: 'enum', values: ['simpleList', 'grid'], default: 'grid' },
  } as const satisfies ConfigSchema;
  expect(readConfig(el({ 'data-mode': 'SIMPLELIST' }), schema).config.mode).toBe('simpleList');
  expect(readConfig(el({ 'data-mode': 'simple' }), schema).config.mode).toBe('grid');
});
