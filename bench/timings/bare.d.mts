// Types of bare.mjs for the TypeScript tests that open pages as the wake bench does (test/browser/bench-harness.e2e.ts).

export interface BarePage {
  sessionId: string;
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  on(event: string, listener: (params: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

export interface BareChromium {
  newPage(options?: { width?: number; height?: number }): Promise<BarePage>;
  close(): Promise<void>;
}

export function launchBareChromium(): Promise<BareChromium>;

export function gotoIdle(page: BarePage, url: string, options?: { timeout?: number }): Promise<void>;

export function bareValue<T>(
  page: BarePage,
  expression: string,
  options?: { timeout?: number; polling?: number },
): Promise<T>;
