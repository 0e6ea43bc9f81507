// Ids unique across every widget on the page: each island is its own React root, and preact's useId
// restarts per root (two carousels both got "P0-1"), so ids come from one page-wide counter instead.
import { useState } from 'react';

let counter = 0;

export function useSfId(): string {
  const [id] = useState(() => `sf-id-${(++counter).toString(36)}`);
  return id;
}
