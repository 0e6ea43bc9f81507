// The page's own widgets, defined top of the page first (the loader's wave).

/** How long the page's first widgets wait for one another before each is defined as it arrives. */
const WAVE_WAIT_MS = 3000;
/** What the wave's wait gives once WAVE_WAIT_MS have passed. */
const LATE = Symbol('late');

/** A widget of the page's own markup and its module (undefined once it failed or was refused: already reported). */
export interface WaveMember<M> {
  key: string;
  module: Promise<M | undefined>;
}

/**
 * Islands mount in the order they are defined, and a chunk that arrives first would otherwise mount first (the
 * mount slices resume ahead of the other imports' tasks): the page's own widgets are defined top of the page first,
 * each once it and every widget above it have arrived. A larger chunk lower down (a listing) then holds back only
 * what is below it, never the header. A chunk still missing after WAVE_WAIT_MS holds the others back no longer: it
 * is defined when it comes.
 */
export async function defineWave<M>(
  root: Document,
  /** Sorted in place: the wave is closed, nothing joins it any more. */
  wave: WaveMember<M>[],
  define: (key: string, module: M) => void,
): Promise<void> {
  const first = new Map(wave.map(({ key }) => [key, root.querySelector(key)]));
  wave.sort((a, b) => documentOrder(first.get(a.key), first.get(b.key)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), WAVE_WAIT_MS);
  });
  let late = false;
  for (const { key, module } of wave) {
    // Those that have arrived resolve at once: the page's widgets still mount in one task when all are in.
    const loaded = late ? LATE : await Promise.race([module, waited]);
    if (loaded !== LATE) {
      if (loaded) define(key, loaded);
      continue;
    }
    late = true;
    void module.then((arrived) => arrived && define(key, arrived));
  }
  clearTimeout(timer);
}

/** Earlier in the document first; keys whose element has gone since keep their place at the end. */
function documentOrder(a: Element | null | undefined, b: Element | null | undefined): number {
  if (a === b) return 0;
  if (!a || !b) return a ? -1 : 1;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}
