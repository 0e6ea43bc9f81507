// Binds the quick search store (loaded on first open) to its popup.
import { useStore } from '@nanostores/react';
import { QuickSearchDialog, type QuickSearchTexts } from './QuickSearchDialog.tsx';
import type { QuickSearchStore } from './quick-search-store.ts';

interface Props {
  store: QuickSearchStore;
  open: boolean;
  texts: QuickSearchTexts;
  onClose: () => void;
}

export function QuickSearchPart({ store, open, texts, onClose }: Props) {
  const levels = useStore(store.$levels);
  const incomplete = useStore(store.$incomplete);
  return (
    <QuickSearchDialog
      open={open}
      levels={levels}
      incomplete={incomplete}
      texts={texts}
      onChoose={store.chooseCategory}
      onSubmit={() => void store.submitQuickSearch()}
      onClose={onClose}
    />
  );
}
