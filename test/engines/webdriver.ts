// A minimal W3C WebDriver (classic) client over fetch: the dozen commands the WebKitGTK adapter needs.

/** How an element travels in WebDriver JSON (W3C "web element identifier"). */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };

export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export interface WebDriverSession {
  readonly id: string;
  readonly capabilities: Record<string, unknown>;
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

async function call<T>(url: string, method: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json; charset=utf-8' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  else if (method === 'POST') init.body = '{}';
  const response = await fetch(url, init);
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || (json.value && typeof json.value === 'object' && 'error' in json.value && json.value.error))
    throw new WebDriverError(String(json.value?.error ?? response.status), String(json.value?.message ?? ''));
  return json.value;
}

export async function newSession(endpoint: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
  const created = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
    `${endpoint}/session`,
    'POST',
    { capabilities: { alwaysMatch } },
  );
  const base = `${endpoint}/session/${created.sessionId}`;
  return {
    id: created.sessionId,
    capabilities: created.capabilities,
    command: (method, path, body) => call(`${base}${path}`, method, body),
  };
}
