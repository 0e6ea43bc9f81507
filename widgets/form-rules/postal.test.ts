// Postal codes and phones per country: the rewrite and the verdict, with edge values.
import { checkPhone, checkPostalCode } from './postal.ts';

it.each([
  ['h2x1y4', 'CA', 'H2X 1Y4', null],
  [' h2x-1y4 ', 'ca', 'H2X 1Y4', null],
  ['H2X  1Y4', 'Ca', 'H2X 1Y4', null],
  ['D2X 1Y4', 'ca', 'D2X 1Y4', 'zip'],
  ['H2X', 'ca', 'H2X', 'zip'],
  ['123456789', 'US', '12345-6789', null],
  ['12345', 'us', '12345', null],
  ['1234', 'us', '1234', 'zip'],
  ['75001', 'fr', '75001', null],
  ['anything', 'zz', 'anything', null],
  ['anything', '', 'anything', null],
  ['', 'ca', '', null],
])('postal %j in %s → %j (%s)', (raw, country, value, failure) => {
  const checked = checkPostalCode(raw, country);
  expect(checked.value).toBe(value);
  expect(checked.failure?.key ?? null).toBe(failure);
});

it.each([
  ['5145551234', 'ca', '(514) 555-1234', null],
  ['+1 514.555.1234', 'CA', '(514) 555-1234', null],
  ['1-514-555-1234', 'us', '(514) 555-1234', null],
  ['(514)555 1234', 'us', '(514) 555-1234', null],
  ['555-1234', 'us', '555-1234', 'phone'],
  ['+44 20 7946 0958', 'ca', '+44 20 7946 0958', 'phone'],
  ['01 23 45 67 89', 'fr', '01 23 45 67 89', null],
  ['whatever', 'jp', 'whatever', null],
])('phone %j in %s → %j (%s)', (raw, country, value, failure) => {
  const checked = checkPhone(raw, country);
  expect(checked.value).toBe(value);
  expect(checked.failure?.key ?? null).toBe(failure);
});
