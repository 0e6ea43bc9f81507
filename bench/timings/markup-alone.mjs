// The page as the server wrote it, without the bundle: the floor of the figures no split of the bundle can go under.

/**
 * A route handler serving the page without the loader's script and the preload lines: what the browser does with the
 * markup and its styles alone.
 */
export async function withoutScripts(route) {
  const response = await route.fetch();
  const body = (await response.text())
    .replace(/<script\b[^>]*\bsrc="[^"]*\/storefront\.js"[^>]*><\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:module)?preload"[^>]*>/g, '');
  if (/storefront\.js/.test(body)) throw new Error('the loader is still in the page');
  await route.fulfill({ response, body });
}
