// Where a manifest's stories sit in the sidebar: Widgets/<tag> or Behaviours/<name> (the Live group holds the rest).
import type { BehaviourManifest, WidgetManifest } from '../shared/manifest.ts';

export type Manifest = WidgetManifest | BehaviourManifest;

/** The Storybook title of a manifest's story file (stories/storybook-index.mjs's titleOf says the same). */
export const storyTitle = (manifest: Manifest): string =>
  'tag' in manifest ? `Widgets/${manifest.tag}` : `Behaviours/${manifest.name}`;
