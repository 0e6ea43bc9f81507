// The driver seam: what a journey may do in a browser, implemented once per engine (chromium.ts, firefox.ts, webkit.ts).

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export type Key = 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Tab' | 'Space';
type WaitState = 'visible' | 'attached' | 'hidden' | 'detached';

export interface PageOptions {
  /** 390 × 844 with touch input (a phone), else 1280 × 900 with a mouse. */
  phone?: boolean;
  lang: 'en' | 'fr';
}

/** One isolated browser page (its own cookies and storage) in one engine. */
export interface Driver {
  readonly engine: EngineName;
  /** Loads an absolute URL and resolves after its load event. */
  goto(url: string): Promise<void>;
  /** The history's Back; resolves after the previous page's load event. */
  back(): Promise<void>;
  /** A real pointer click (mouse) on the first visible match, scrolled into view. */
  click(selector: string): Promise<void>;
  /** A real touch tap on the first visible match, scrolled into view. */
  tap(selector: string): Promise<void>;
  /** Moves the mouse over the first visible match. */
  hover(selector: string): Promise<void>;
  /** Empties a text field and types the text into it (the engine's own fill: focus, clear, key events). */
  fill(selector: string, text: string): Promise<void>;
  /** Picks an option of a <select> as the engine's automation does (input and change events). */
  select(selector: string, value: string): Promise<void>;
  /** Types text with key events into the focused element. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  waitFor(selector: string, state?: WaitState, timeout?: number): Promise<void>;
  /** Resolves once the page function returns a truthy value. */
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A, timeout?: number): Promise<void>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  setViewport(width: number, height: number): Promise<void>;
  /** The viewport as the engine gives it (WebKitGTK's window has a minimum width). */
  viewport(): Promise<{ width: number; height: number }>;
  screenshot(path: string): Promise<void>;
  /** Console errors and uncaught errors the engine reported (the in-page recorder adds what it cannot). */
  engineErrors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** Browser name and version as the engine reports it. */
  version(): Promise<string>;
  newPage(options: PageOptions): Promise<Driver>;
  /** Whether this engine can give a page a touch screen (the phone journeys run where it can). */
  readonly touch: boolean;
  close(): Promise<void>;
}

/** Polls a check until it holds; the error names what was awaited (`what` may read the last state seen). */
export async function poll(
  check: () => Promise<boolean>,
  what: string | (() => string),
  timeout = 10_000,
): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until)
      throw new Error(`timed out after ${timeout} ms waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
