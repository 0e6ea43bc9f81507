// A docs/*.md guide as a Storybook Docs page: the same Markdown file the repository shows, its links between guides
// turned into links between these pages (docs/contributing.md "Storybook").
import { Markdown } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';

/** The sidebar id of a guide's Docs page: "Guides/<Title>" becomes guides-<title>--docs (Storybook ids are lower case). */
export const guideDocsId = (file: string): string => `guides-${file.replace(/\.md$/, '').toLowerCase()}--docs`;

/**
 * The guide a link names (`security.md`, `./hosting.md#caching`), or null for any other address; the anchor is
 * dropped, as a Docs page opens at its top.
 */
export function guideOf(href: string): string | null {
  return /^(?:\.\/)?([A-Za-z-]+\.md)(?:#[\w-]*)?$/.exec(href)?.[1] ?? null;
}

function GuideLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  const guide = guideOf(href);
  // Storybook draws Docs pages in a frame beside its index page: a guide link opens that guide's page in the top window.
  if (guide)
    return (
      <a href={`./?path=/docs/${guideDocsId(guide)}`} target="_top">
        {children}
      </a>
    );
  if (/^https?:/.test(href) || href.startsWith('#')) return <a href={href}>{children}</a>;
  // A file of the repository (a widget README, demo-host's README): named, since Storybook does not serve it.
  return <span title={href}>{children}</span>;
}

export function Guide({ text }: { text: string }) {
  return <Markdown options={{ overrides: { a: GuideLink } }}>{text}</Markdown>;
}
