// "Show all" / "Hide all" for the category tree: each is pressed-looking and inert once it has nothing left to do.
import type { TreeCounts } from './category-tree.ts';

interface Props {
  counts: TreeCounts;
  showAll: () => void;
  hideAll: () => void;
  texts: { showAll: string; hideAll: string };
}

export function TreeActions({ counts, showAll, hideAll, texts }: Props) {
  return (
    <div className="sf-listing__tree-actions">
      {/* Each is pressed-looking and inert once it has nothing left to do (no closed / no open branch). */}
      {[
        { left: counts.closed, act: showAll, label: texts.showAll },
        { left: counts.open, act: hideAll, label: texts.hideAll },
      ].map(({ left, act, label }) => (
        <button
          key={label}
          type="button"
          className={`sf-button${left === 0 ? ' is-active' : ''}`}
          aria-disabled={left === 0 || undefined}
          onClick={act}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
