// Chromium on a bare DevTools connection: pages measured the way a shopper's browser runs them, without the Runtime
// domain a test framework enables (bench/README.md "What the bench itself runs in the page").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunch } from './harness.mjs';

/**
 * One Chromium spoken to over `--remote-debugging-pipe` (JSON messages ended by a NUL byte): only the domains a
 * measurement enables are on. `newPage()` opens a page in a fresh browser context (empty cache and cookies).
 */
export async function launchBareChromium() {
  const { executablePath, args } = await chromiumLaunch();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-chromium-'));
  const child = spawn(
    executablePath,
    [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const [, , , toChromium, fromChromium] = child.stdio;
  let nextId = 0;
  const replies = new Map();
  const listeners = new Set();
  let pending = '';
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (chunk) => {
    const parts = (pending + chunk).split('\0');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part);
      const reply = message.id === undefined ? undefined : replies.get(message.id);
      if (reply) {
        replies.delete(message.id);
        if (message.error) reply.reject(new Error(`${reply.method}: ${message.error.message}`));
        else reply.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise((resolve) =>
    child.once('exit', () => {
      for (const { method, reject } of replies.values()) reject(new Error(`${method}: Chromium exited`));
      replies.clear();
      resolve();
    }),
  );
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      replies.set(id, { method, resolve, reject });
      toChromium.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  await send('Browser.getVersion');

  return {
    /** A page of its own context at `width` × `height`; `send`/`on` speak to that page's session only. */
    async newPage({ width = 1280, height = 900 } = {}) {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const own = new Set();
      const on = (event, listener) => {
        const wrapped = (message) => {
          if (message.sessionId === sessionId && message.method === event) listener(message.params);
        };
        own.add(wrapped);
        listeners.add(wrapped);
      };
      const page = { sessionId, send: (method, params) => send(method, params, sessionId), on };
      await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      return {
        ...page,
        close: async () => {
          for (const listener of own) listeners.delete(listener);
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Goes to `url` and resolves once the load event has fired and no request has been open for 500 ms (Playwright's
 * "networkidle"). Enables Page and Network on the page's session.
 */
export async function gotoIdle(page, url, { timeout = 30_000 } = {}) {
  const open = new Set();
  let quietTimer;
  let loaded = false;
  const idle = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`${url}: not idle after ${timeout / 1000} s`)), timeout);
    const settle = () => {
      clearTimeout(quietTimer);
      if (loaded && open.size === 0)
        quietTimer = setTimeout(() => {
          clearTimeout(deadline);
          resolve();
        }, 500);
    };
    page.on('Network.requestWillBeSent', ({ requestId }) => {
      open.add(requestId);
      clearTimeout(quietTimer);
    });
    for (const done of ['Network.loadingFinished', 'Network.loadingFailed'])
      page.on(done, ({ requestId }) => {
        open.delete(requestId);
        settle();
      });
    page.on('Page.loadEventFired', () => {
      loaded = true;
      settle();
    });
  });
  await page.send('Page.enable');
  await page.send('Network.enable');
  const { errorText } = await page.send('Page.navigate', { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
  await idle;
}

/** The value of a plain expression in the page, evaluated every `polling` ms until it is not null (no Runtime.enable). */
export async function bareValue(page, expression, { timeout = 30_000, polling = 50 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const { result, exceptionDetails } = await page.send('Runtime.evaluate', { expression, returnByValue: true });
    if (exceptionDetails)
      throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    if (result.value !== null && result.value !== undefined) return result.value;
    if (Date.now() > deadline) throw new Error(`${expression}: still null after ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, polling));
  }
}
