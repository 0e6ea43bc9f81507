// Every tag and behaviour in the manifests has its story file (Widgets/… or Behaviours/…) with a Docs page built from
// its own manifest and live examples in English and French; the sidebar has no group but Widgets, Behaviours and Live.
/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../.storybook/preview.tsx';
import { storyLocale } from '../.storybook/story-locale.ts';
import { LOCALES } from '../shared/i18n/locale.ts';
import type { WidgetManifest } from '../shared/manifest.ts';
import { ManifestDocsPage, readmeOf } from './docs-page.tsx';
import { manifestControls } from './manifest-controls.ts';
import { type Manifest, storyTitle } from './story-title.ts';

type StoryModule = Parameters<typeof composeStories>[0] & {
  default: {
    title?: string;
    parameters?: { manifest?: unknown; docs?: { page?: unknown } };
    argTypes?: Record<string, { name?: string; description?: string }>;
  };
};

const manifests = Object.values(
  import.meta.glob<{ default: Manifest }>('../widgets/*/manifest.ts', { eager: true }),
).map((module) => module.default);
const storyFiles = Object.entries(import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }));

setProjectAnnotations([preview]);

const SIDEBAR_GROUPS = ['Widgets', 'Behaviours', 'Live'];

it('finds the manifests (tags and behaviours) and the story files', () => {
  expect(manifests.some((m) => 'tag' in m)).toBe(true);
  expect(manifests.some((m) => !('tag' in m))).toBe(true);
  expect(storyFiles.length).toBeGreaterThan(0);
});

it.each(storyFiles)('%s sits in one of the sidebar groups Widgets, Behaviours, Live', (_file, module) => {
  const group = (module.default.title ?? '').split('/')[0] ?? '';
  expect(SIDEBAR_GROUPS).toContain(group);
});

describe.each(manifests.map((m) => [storyTitle(m), m] as const))('%s', (title, manifest) => {
  const files = storyFiles.filter(([, module]) => module.default.title === title);

  it('has one story file under that title', () => {
    expect(files.map(([file]) => file)).toHaveLength(1);
  });

  it('has a Docs page made from its own manifest and README', () => {
    const parameters = files[0]?.[1].default.parameters;
    expect(parameters?.manifest).toBe(manifest);
    expect(parameters?.docs?.page).toBe(ManifestDocsPage);
    expect(readmeOf(manifest)).toMatch(/^# /);
  });

  it('has live examples in English and in French', () => {
    const module = files[0]?.[1];
    const composed: Record<string, Parameters<typeof storyLocale>[0]> = module ? composeStories(module) : {};
    const stories = Object.values(composed);
    const spoken = new Set(stories.map((story) => storyLocale(story)));
    expect([...spoken].sort()).toEqual([...LOCALES].sort());
  });
});

const tags = manifests.filter((m): m is WidgetManifest => 'tag' in m);
it.each(tags.map((m) => [storyTitle(m), m] as const))(
  '%s offers the Controls of its manifest: one per attribute, named and described',
  (title, manifest) => {
    const offered = storyFiles.find(([, module]) => module.default.title === title)?.[1].default.argTypes ?? {};
    const expected: Partial<Record<string, { name?: string; description?: string }>> =
      manifestControls(manifest).argTypes;
    expect(Object.keys(expected).length).toBe(Object.keys(manifest.schema).length + 1);
    for (const [field, input] of Object.entries(expected)) {
      expect(offered[field]?.name, `${title}: ${field}`).toBe(input?.name);
      expect(offered[field]?.description, `${title}: ${field}`).toBe(input?.description);
    }
  },
);
