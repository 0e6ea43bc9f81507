// INP's blame, in widget names: where the shopper interacted, and whose chunk ran the longest script of that frame.

/** A host tag as the wire names a widget. */
const HOST = /^sf-[a-z][a-z0-9-]{0,37}$/;
/**
 * A chunk the build names after its family (tools/build/build-options.mjs: `chunks/[name]-[hash]`): the name is a
 * widget's folder, or its family's name when several widgets share one (tools/build/chunk-plan.mjs FAMILIES).
 */
const FAMILY_CHUNK = /^([a-z][a-z0-9-]{0,39})-[A-Z2-7]{8}\.js$/;
/** esbuild's name for a chunk several entries share (the hubs and the code between them): no one widget's. */
const SHARED_CHUNK = 'chunk';

/** The tag of the closest `sf-*` element around `node` (crossing shadow roots to their host), else `page`. */
export function hostOf(node: Node | null): string {
  for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
    if (at instanceof Element && HOST.test(at.localName)) return at.localName;
  }
  return 'page';
}

/** web-vitals' `interactionTarget` (hostOf's answer, or '' when the target was gone) as the report names it. */
export const widgetOf = (interactionTarget: string): string =>
  HOST.test(interactionTarget) ? interactionTarget : 'page';

/** What of the INP attribution the script's blame reads: the Long Animation Frames (Chromium) and their scripts. */
export interface FrameScripts {
  longAnimationFrameEntries: readonly { scripts: readonly { sourceURL: string; duration: number }[] }[];
}

/**
 * The widget whose chunk ran the longest script of the slow frame: the name of the chunk (under the bundle's
 * `chunks` folder) that script came from. Undefined when the longest ran elsewhere (a shared chunk, the loader, a
 * page or third-party script, a lazy part named after a component), or the engine has no Long Animation Frames.
 */
export function scriptOf({ longAnimationFrameEntries }: FrameScripts, chunks: string | undefined): string | undefined {
  let longest: { sourceURL: string; duration: number } | undefined;
  for (const frame of longAnimationFrameEntries)
    for (const script of frame.scripts) if (!longest || script.duration > longest.duration) longest = script;
  if (!chunks || !longest?.sourceURL.startsWith(chunks)) return undefined;
  const file = longest.sourceURL.slice(chunks.length).replace(/[?#].*$/, '');
  const name = FAMILY_CHUNK.exec(file)?.[1];
  return name === SHARED_CHUNK ? undefined : name;
}
