// Types of shared/preload-lines.mjs for its TypeScript callers (demo-host's layout).

/** dist/<flavour>/preload.json: paths relative to the flavour's folder, dependencies first. */
export interface PreloadPlan {
  every: string[];
  keys: Record<string, string[]>;
  /** Each key → the name a switch takes (a widget's tag, a behaviour's folder); a key missing is its own name. */
  names?: Record<string, string>;
  french: string[];
  integrity: Record<string, string>;
}

/** The lines for `files` of the plan (`base`: the flavour folder's URL, ending with a slash), one set for every engine. */
export function preloadLines(plan: PreloadPlan, files: readonly string[], base: string): string[];
