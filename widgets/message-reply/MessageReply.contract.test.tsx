// Message reply popup against demo-host's real rendermessagereply / sendmessagereply: open, validate, send, 401.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../demo-host/app.ts';
import { setNavigator } from '../../shared/http/navigation.ts';
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { $statusQueue, MessageType } from '../../shared/stores/status.ts';
import { createDemoFetch, type DemoFetch } from '../../test/support/demo-fetch.ts';
import { mountHtml, recordNavigation, settle } from '../../test/support/render.tsx';
import { define, undefine } from './define.tsx';
import { $messageReply, closeMessageReply } from './store.ts';

let app: FastifyInstance;
let demo: DemoFetch;
let idPost = '';
let calls: { path: string; body: URLSearchParams }[];

beforeAll(async () => {
  app = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-reply-')) });
});
afterAll(() => app.close());
beforeEach(() => {
  define();
  calls = [];
  demo = createDemoFetch(app);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push({ path: new URL(request.url).pathname, body: new URLSearchParams(await request.clone().text()) });
    return demo(request);
  }) as typeof fetch;
});
afterEach(() => {
  closeMessageReply();
  undefine();
});

async function login() {
  const res = await demo('/login', {
    method: 'POST',
    body: new URLSearchParams({ email: 'buyer@example.com', password: 'demo', returnUrl: '/' }),
  });
  expect(res.status).toBe(303);
  idPost = /data-id-post="(\d+)"/.exec(await (await demo('/account/messages')).text())?.[1] ?? '';
  expect(idPost).not.toBe('');
}
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-message-reply-dialog');
const open = async (lang = 'en') => {
  const host = await mountHtml(`<button type="button" data-sf-message-reply="${idPost}">Reply</button>`, lang);
  await settle(() => host.querySelector('button')?.click());
  await vi.waitFor(() => expect(dialog()?.querySelector('form.sf-message-reply')).toBeTruthy());
};

it('renders the reply form for the idPost in the dialog, then sends idPost and reply and closes', async () => {
  await login();
  await open();
  expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ idPost });
  expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
  expect(dialog()?.textContent).toContain('Reply to the message');
  const field = dialog()?.querySelector<HTMLTextAreaElement>('textarea[name="reply"]');
  if (!field) throw new Error('no reply field');
  expect(document.activeElement).toBe(field);
  field.value = 'Thanks, <b>noted</b>.';
  await settle(() => dialog()?.querySelector<HTMLFormElement>('form')?.requestSubmit());
  await vi.waitFor(() => expect($messageReply.get().step).toBe('closed'));
  const sent = calls.find((c) => c.path === ENDPOINTS.sendMessageReply.path);
  expect(Object.fromEntries(sent?.body ?? [])).toEqual({ idPost, reply: 'Thanks, <b>noted</b>.' });
  expect($statusQueue.get()[0]?.messages[0]?.Type).toBe(MessageType.SUCCESS);
  expect(dialog()).toBeNull();
});

it('refuses an empty reply in French with a linked error and sends nothing', async () => {
  await login();
  await open('fr');
  const field = dialog()?.querySelector<HTMLTextAreaElement>('textarea[name="reply"]');
  if (!field) throw new Error('no reply field');
  field.value = '  ';
  await settle(() => dialog()?.querySelector<HTMLFormElement>('form')?.requestSubmit());
  const errorId = field.getAttribute('aria-describedby')?.split(' ').pop() ?? '';
  expect(document.getElementById(errorId)?.textContent).toBe('Veuillez saisir votre réponse.');
  expect(dialog()?.textContent).toContain('Répondre au message');
  expect(calls.some((c) => c.path === ENDPOINTS.sendMessageReply.path)).toBe(false);
});

it('also opens from the legacy .sf-message-reply-btn[data-id-post] and sends an anonymous visitor to the login page', async () => {
  const nav = recordNavigation();
  setNavigator(nav.navigator);
  const host = await mountHtml('<button type="button" class="sf-message-reply-btn" data-id-post="1">Reply</button>');
  await settle(() => host.querySelector('button')?.click());
  await vi.waitFor(() => expect(nav.calls[0]?.url).toContain('/login?returnUrl='));
  expect(calls[0]?.path).toBe(ENDPOINTS.messageReplyForm.path);
  expect(dialog()).toBeNull();
});

it('posts an idPost that is not a number (a GUID) exactly as the server wrote it', async () => {
  const guid = 'b2f1c1de-0c51-4a43-9a55-3d1f06a0c0aa';
  const host = await mountHtml(`<button type="button" data-sf-message-reply="${guid}">Reply</button>`);
  await settle(() => host.querySelector('button')?.click());
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  expect([calls[0]?.path, Object.fromEntries(calls[0]?.body ?? [])]).toEqual([
    ENDPOINTS.messageReplyForm.path,
    { idPost: guid },
  ]);
});

it('ignores a trigger without a usable idPost, saying why in the console', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const host = await mountHtml('<button type="button" data-sf-message-reply="a b">Reply</button>');
  await settle(() => host.querySelector('button')?.click());
  expect(calls).toHaveLength(0);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('idPost'), expect.anything());
});
