// Cookies for a signed-in probe, read from a file only (a cookie on the command line would land in shell history and
// CI logs): a Netscape cookies.txt (curl -c, browser export) or one `name=value; name2=value2` line.

/** The Cookie header for `host` from the file's text; null when it holds none. */
export function cookieHeader(text: string, host: string): string | null {
  const pairs: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^#HttpOnly_/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split('\t');
    if (fields.length >= 7) {
      const [domain = '', , , , , name = '', value = ''] = fields;
      const bare = domain.replace(/^\./, '');
      if (host === bare || host.endsWith(`.${bare}`)) pairs.push(`${name}=${value}`);
      continue;
    }
    for (const part of line.replace(/^cookie:\s*/i, '').split(';')) {
      const pair = part.trim();
      if (/^[^=\s]+=/.test(pair)) pairs.push(pair);
    }
  }
  return pairs.length ? pairs.join('; ') : null;
}
