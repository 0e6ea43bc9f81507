// The WebKitGTK adapter: Debian's WebKitWebDriver driving libwebkit2gtk-4.1's MiniBrowser under an Xvfb display started here.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Driver, Engine, Key, PageOptions } from './driver.ts';
import { poll } from './driver.ts';
import { ELEMENT_KEY, type ElementRef, newSession, WebDriverError, type WebDriverSession } from './webdriver.ts';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const INSTALL = 'apt-get install -y webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb';

function miniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const listed = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  const found = listed.split('\n').find((line) => line.endsWith('/MiniBrowser'));
  if (!found) throw new Error(`MiniBrowser not found in libwebkit2gtk-4.1-0: ${INSTALL}`);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** An X display for MiniBrowser: the one given in DISPLAY (e.g. under xvfb-run), else an Xvfb of our own. */
async function display(): Promise<{ name: string; stop(): void }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => undefined };
  if (!existsSync('/usr/bin/Xvfb')) throw new Error(`Xvfb not found: ${INSTALL}`);
  // -displayfd lets Xvfb pick a free display number and tell us which.
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Tab: '\uE004',
  Space: ' ',
};

/** The first match that is rendered and not hidden, as an element reference (null when none). */
function firstVisible(selector: string): Element | null {
  for (const el of Array.from(document.querySelectorAll(selector)))
    if (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') return el;
  return null;
}

function stateHolds(args: [string, string]): boolean {
  const [selector, state] = args;
  const el = document.querySelector(selector);
  if (state === 'attached') return el !== null;
  if (state === 'detached') return el === null;
  const shown = Array.from(document.querySelectorAll(selector)).some(
    (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden',
  );
  return state === 'visible' ? shown : !shown;
}

/** A page function and its argument as a WebDriver script body. */
const script = (fn: (arg: never) => unknown) => `return (${fn.toString()})(arguments[0]);`;

function pageDriver(session: WebDriverSession, reset: () => Promise<void>): Driver {
  const exec = <R>(fn: (arg: never) => unknown, arg: unknown): Promise<R> =>
    session
      .command('POST', '/execute/async', {
        // An async script so that a page function returning a promise is awaited.
        script: `const done = arguments[arguments.length - 1]; Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then((v) => done({ ok: v === undefined ? null : v }), (e) => done({ error: String(e && e.stack || e) }));`,
        args: [arg],
      })
      .then((r) => {
        const out = r as { ok?: R; error?: string };
        if (out.error) throw new Error(`page function failed in WebKit: ${out.error}`);
        return out.ok as R;
      });
  const element = async (selector: string): Promise<ElementRef> => {
    let found: ElementRef | null = null;
    await poll(async () => {
      found = await session.command<ElementRef | null>('POST', '/execute/sync', {
        script: script(firstVisible as (arg: never) => unknown),
        args: [selector],
      });
      return found !== null;
    }, `${selector} to be visible`);
    if (!found) throw new Error(`${selector} not found`);
    return found;
  };
  const pointer = async (selector: string, type: 'mouse' | 'touch', click: boolean) => {
    const el = await element(selector);
    // Centred, then again after two frames while it still moves (items rendered as they come into view change
    // height): WebKitWebDriver refuses a pointer move whose target has left the viewport.
    await session.command('POST', '/execute/async', {
      script: `const [el, done] = arguments; let tries = 0;
        const settle = () => { el.scrollIntoView({ block: 'center', inline: 'nearest' });
          requestAnimationFrame(() => requestAnimationFrame(() => { const r = el.getBoundingClientRect();
            if ((r.top >= 0 && r.bottom <= innerHeight) || ++tries >= 5) done(); else settle(); })); };
        settle();`,
      args: [el],
    });
    const move = { type: 'pointerMove', origin: el, x: 0, y: 0 };
    const press = click
      ? [
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ]
      : [];
    await session.command('POST', '/actions', {
      actions: [{ type: 'pointer', id: type, parameters: { pointerType: type }, actions: [move, ...press] }],
    });
  };
  const keys = (values: string[]) =>
    session.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });
  return {
    engine: 'webkit',
    async goto(url) {
      await session.command('POST', '/url', { url });
    },
    async back() {
      await session.command('POST', '/back');
    },
    click: (selector) => pointer(selector, 'mouse', true),
    tap: (selector) => pointer(selector, 'touch', true),
    hover: (selector) => pointer(selector, 'mouse', false),
    async fill(selector, text) {
      const el = (await element(selector))[ELEMENT_KEY];
      await session.command('POST', `/element/${el}/clear`);
      await session.command('POST', `/element/${el}/value`, { text });
    },
    async select(selector, value) {
      // WebDriver picks an option by clicking it (W3C Element Click on an <option>).
      const el = await element(selector);
      const option = await session.command<ElementRef>('POST', `/element/${el[ELEMENT_KEY]}/element`, {
        using: 'css selector',
        value: `option[value="${value}"]`,
      });
      await session.command('POST', `/element/${option[ELEMENT_KEY]}/click`);
    },
    type: async (text) => {
      await keys([...text]);
    },
    press: async (key) => {
      await keys([KEYS[key]]);
    },
    async waitFor(selector, state = 'visible', timeout = 10_000) {
      await poll(
        () => exec<boolean>(stateHolds as (arg: never) => unknown, [selector, state]),
        `${selector} to be ${state}`,
        timeout,
      );
    },
    async waitForFunction(fn, arg, timeout = 10_000) {
      await poll(
        async () => Boolean(await exec(fn as (arg: never) => unknown, arg)),
        `page function ${fn.toString().slice(0, 80)}`,
        timeout,
      );
    },
    evaluate: (fn, arg) => exec(fn as (arg: never) => unknown, arg),
    async setViewport(width, height) {
      // The window's outer size; MiniBrowser in automation mode has no toolbar, so it is the viewport's.
      await session.command('POST', '/window/rect', { width, height });
    },
    viewport: () => exec(() => ({ width: innerWidth, height: innerHeight }), null),
    async screenshot(path) {
      const png = await session.command<string>('GET', '/screenshot');
      writeFileSync(path, Buffer.from(png, 'base64'));
    },
    // WebKitWebDriver reports none: the in-page recorder of host.ts reports them for this engine.
    engineErrors: () => [],
    close: reset,
  };
}

export async function launchWebKit(): Promise<Engine> {
  if (!existsSync(DRIVER)) throw new Error(`WebKitWebDriver not found at ${DRIVER}: ${INSTALL}`);
  const binary = miniBrowser();
  const screen = await display();
  const port = await freePort();
  const driver: ChildProcess = spawn(DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: screen.name },
    stdio: 'ignore',
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await poll(
    () =>
      fetch(`${endpoint}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    'WebKitWebDriver to listen',
  );
  // WebKitWebDriver runs one session at a time: pages share it and are isolated by a reset (cookies, storage, size).
  const start = () =>
    newSession(endpoint, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    });
  let session = await start();
  let open = false;
  const reset = async () => {
    open = false;
    try {
      await session.command('DELETE', '/cookie');
      await session.command('POST', '/execute/sync', {
        script: 'try { sessionStorage.clear(); localStorage.clear(); } catch {}',
        args: [],
      });
      await session.command('POST', '/url', { url: 'about:blank' });
    } catch (error) {
      // A WebKit page process that crashes or hangs ends WebKitWebDriver's session: it is said in the log and the
      // next page gets a new session, so a crash of the browser fails no journey after it.
      if (!(error instanceof WebDriverError) || !/invalid session id/i.test(error.message)) throw error;
      console.warn(`[webkit] the session ended while a page was reset (${error.message}); a new one starts`);
      session = await start();
    }
  };
  return {
    name: 'webkit',
    touch: true,
    version: async () => `WebKitGTK ${String(session.capabilities.browserVersion)}`,
    async newPage({ phone }: PageOptions) {
      if (open) throw new Error('the WebKit adapter has one page at a time: close the previous one first');
      open = true;
      await session.command('POST', '/window/rect', phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });
      return pageDriver(session, reset);
    },
    async close() {
      await session.command('DELETE', '').catch(() => undefined);
      driver.kill();
      screen.stop();
    },
  };
}
