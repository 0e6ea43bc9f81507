// What must run after each test for the helpers a test file loaded (render.tsx unmounts what it mounted).
const teardowns = new Set<() => Promise<void> | void>();

export function onEachTeardown(teardown: () => Promise<void> | void): void {
  teardowns.add(teardown);
}

export async function runTeardowns(): Promise<void> {
  for (const teardown of teardowns) await teardown();
}
