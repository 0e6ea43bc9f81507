// A recorder for shared/http/navigation.ts's navigator, apart from render.tsx so tests of plain modules load no React.

/** A recorder for navigation.assign/reload/open in place of the browser's. */
export function recordNavigation() {
  const calls: { kind: 'assign' | 'reload' | 'open'; url?: string }[] = [];
  return {
    calls,
    navigator: {
      assign: (url: string) => void calls.push({ kind: 'assign', url }),
      reload: () => void calls.push({ kind: 'reload' }),
      open: (url: string) => void calls.push({ kind: 'open', url }),
    },
  };
}
