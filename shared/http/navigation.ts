// Every navigation the bundle makes goes through here (callers check the URL with shared/url/guard.ts), swappable in tests.
export interface Navigator {
  assign(url: string): void;
  reload(): void;
  open(url: string): void;
}

const browser: Navigator = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  open: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
let current: Navigator = browser;

export const navigation: Navigator = {
  assign: (url) => current.assign(url),
  reload: () => current.reload(),
  open: (url) => current.open(url),
};

/** Tests replace the browser's navigation with a recorder; pass nothing to restore it. */
export function setNavigator(next?: Navigator): void {
  current = next ?? browser;
}
