// An attribute a widget cannot read is one sf:error on the page (kind `config`, the widget its tag), counted when met
// again; a stand-in element without a page (the page checker, the bench) only logs it.
import { hearFailures } from '../../test/support/failures.ts';
import { type ConfigSchema, readConfig } from './attributes.ts';

const schema = {
  count: { type: 'number', default: 4, min: 1 },
  ajaxUrl: { type: 'url', default: '', required: true },
} as const satisfies ConfigSchema;
const raised = hearFailures();

const tag = (name: string, attributes: Record<string, string>) => {
  const element = document.createElement(name);
  for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
  return element;
};

it('raises a config failure named by the tag for each attribute it could not read', () => {
  readConfig(tag('sf-config-a', { 'data-count': 'many' }), schema);
  expect(raised).toEqual([
    expect.objectContaining({ kind: 'config', widget: 'sf-config-a', count: 1 }),
    expect.objectContaining({ kind: 'config', widget: 'sf-config-a', count: 1 }),
  ]);
  expect(raised[0]?.message).toBe('data-count: invalid value "many"; using the default.');
  expect(raised[1]?.message).toBe('data-ajax-url: missing value null; using the default.');
  expect(raised[0]).not.toHaveProperty('status');
});

it('counts the same problem met again (another element of the tag, a re-read) on the event already raised', () => {
  for (let i = 0; i < 3; i++) readConfig(tag('sf-config-b', { 'data-count': '0', 'data-ajax-url': '/ok' }), schema);
  expect(raised).toHaveLength(1);
  expect(raised[0]).toMatchObject({ kind: 'config', widget: 'sf-config-b', count: 3 });
  expect(console.warn).toHaveBeenCalledExactlyOnceWith(
    '[storefront] sf-config-b: data-count: invalid value "0"; using the default.',
  );
});

it('raises nothing for attributes it reads', () => {
  readConfig(tag('sf-config-c', { 'data-count': '2', 'data-ajax-url': '/ok' }), schema);
  expect(raised).toEqual([]);
});

it('a stand-in element without a page only logs the problem', () => {
  const standIn = { localName: 'sf-config-d', getAttribute: () => 'x' } as unknown as Element;
  expect(readConfig(standIn, schema).problems).toEqual([{ attribute: 'data-count', problem: 'invalid', value: 'x' }]);
  expect(raised).toEqual([]);
  expect(console.warn).toHaveBeenCalledWith(
    '[storefront] <sf-config-d> data-count: invalid value "x"; using the default.',
  );
});
