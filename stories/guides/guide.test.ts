import { guideDocsId, guideOf } from './guide.tsx';

it('turns a link to another guide into that guide and its anchor', () => {
  expect(guideOf('security.md')).toBe('security.md');
  expect(guideOf('./hosting.md#caching')).toBe('hosting.md');
  expect(guideDocsId('browser-support.md')).toBe('guides-browser-support--docs');
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
