import { guideDocsId, guideOf } from './guide.tsx';

it('turns a link to another guide into that guide and its anchor', () => {
  expect(guideOf('security.md')).toBe('security.md');
  expect(guideOf('./hosting.md#caching')).toBe('hosting.md');
  expect(guideDocsId('browser-support.md')).toBe('guides-browser-support--docs');
});

it('reads a guide named in capitals as Storybook ids it: in lower case', () => {
  expect(guideOf('LEGACY-MARKUP.md#0b-server-html')).toBe('LEGACY-MARKUP.md');
  expect(guideDocsId('LEGACY-MARKUP.md')).toBe('guides-legacy-markup--docs');
});

it('leaves every other address alone', () => {
  for (const href of [
    '../README.md',
    '../widgets/header/README.md',
    'https://example.com/a.md',
    '#top',
    'javascript:x.md',
  ])
    expect(guideOf(href)).toBeNull();
});
