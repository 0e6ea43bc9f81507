// Ids unique across every widget on the page: each island is its own React root, and preact's useId
// restarts per root (two carousels both got "P0-1"), so ids come from the one page-wide counter instead.
import { useState } from 'react';
import { nextSfId } from '../dom/ids.ts';

export function useSfId(): string {
  const [id] = useState(() => nextSfId('sf-id'));
  return id;
}
