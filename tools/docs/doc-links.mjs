// Reads Markdown the way GitHub renders it, for the documentation's link check (tools/docs/doc-links.test.ts).

/** Every inline link or image target with its line, outside code spans and fenced blocks. */
export function markdownLinks(text) {
  const links = [];
  let fenced = false;
  text.split('\n').forEach((raw, index) => {
    if (/^\s*```/.test(raw)) fenced = !fenced;
    if (fenced) return;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const match of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1], line: index + 1 });
    }
  });
  return links;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
