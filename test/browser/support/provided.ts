// Names and types of the values global-setup provides to every browser test file (vitest provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the in-process demo-host, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    /** Playwright browser-server endpoint of the one shared Chromium. */
    wsEndpoint: string;
  }
}

export {};
