// Types of instrument.mjs for the TypeScript tests that load a page as the bench does (test/browser/bench-harness.e2e.ts).
export function initScript(): void;
