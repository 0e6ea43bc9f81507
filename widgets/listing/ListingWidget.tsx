// Connects <sf-listing> to its store: adopts the server's first page, renders the controls around it.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../shared/define.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { BackToTop } from './controls/BackToTop.tsx';
import { scrollToTop, watchBackToTop } from './controls/back-to-top.ts';
import { createCategoryTree } from './controls/category-tree.ts';
import { ListingControls, type ListingHandlers } from './controls/ListingControls.tsx';
import messages from './messages.ts';
import { setupListing } from './setup.ts';
import { useShownState } from './use-shown-state.ts';

type Tree = ReturnType<typeof createCategoryTree>;
const noTree = atom({ open: 0, closed: 0 });
const hidden = atom(false);

export function ListingWidget({ container }: WidgetProps) {
  const [t] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);
  const [setup] = useState(() => setupListing(container));
  const { store, config } = setup;
  const state = useShownState(store.$state);
  // The controls show what the shopper chose, even while its results are still loading.
  const requested = useShownState(store.$requested);
  const summary = useStore(store.$summary);
  const busy = useStore(store.$busy);
  const announcement = useStore(store.$announcement);
  const [tree, setTree] = useState<Tree | null>(null);
  const treeCounts = useStore(tree?.$counts ?? noTree);
  const [backToTop] = useState(() => (typeof window === 'undefined' ? null : watchBackToTop()));
  const rootRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounts once per element; the store owns the state afterwards.
  useLayoutEffect(() => {
    const results = resultsRef.current;
    const treeSlot = treeRef.current;
    if (!results || !treeSlot) return;
    // Adopt the server's nodes before the first paint: no flash, and no request for what is already there.
    const server = container.serverContent;
    const nodes = server ? Array.from(server.childNodes) : [];
    const treeNodes = nodes.filter((n) => n instanceof Element && n.matches('.sf-category-tree'));
    treeSlot.append(...treeNodes);
    results.append(...nodes.filter((n) => !treeNodes.includes(n)));
    const made = treeNodes.length
      ? createCategoryTree(treeSlot, {
          show: (name) => t('showChildren', { name }),
          hide: (name) => t('hideChildren', { name }),
        })
      : null;
    setTree(made);
    const stop = setup.blocked ? () => {} : store.connect(results, { reloadNow: setup.reloadNow });
    return () => {
      stop();
      made?.disconnect();
      backToTop?.stop();
      // Give the nodes back, so a re-attached element shows the same results.
      server?.append(...Array.from(treeSlot.childNodes), ...Array.from(results.childNodes));
    };
  }, []);

  const on = useMemo<ListingHandlers>(
    () => ({
      mode: (m) => void store.chooseDisplayMode(m),
      sort: (by, order) => void store.chooseSort(by, order),
      enterBy: (v) => void store.chooseEnterBy(v),
      filterBy: (v) => void store.chooseFilterBy(v),
      subCategory: (v) => void store.chooseSubCategory(v),
      powerSearch: (v) => void store.choosePowerSearchFilter(v),
      perPage: (n) => void store.chooseResultsPerPage(n),
    }),
    [store],
  );

  const max = config.maxProductToSortByPriceAscDesc;
  const priceWarning = summary.priceSortUnavailable || (max > 0 && summary.total > max) ? { max } : null;
  const lastPage = state.pageTo >= state.lastPageNumber;
  const spoken =
    announcement === null
      ? ''
      : announcement.kind === 'more'
        ? t('announceMore', { added: announcement.added, shown: announcement.shown, total: announcement.total })
        : t('announceLoaded', { total: announcement.total });

  return (
    <section
      ref={rootRef}
      className="sf-listing"
      data-display-mode={state.displayMode}
      tabIndex={-1}
      aria-label={t('region')}
    >
      {setup.blocked && (
        <p className="sf-listing__config-error">
          {ts('configError', { detail: setup.problems.map((p) => p.attribute).join(', ') })}
        </p>
      )}
      {setup.badChoices && <p className="sf-listing__config-error">{t('badList')}</p>}
      {!setup.blocked && (
        <ListingControls
          t={t}
          state={requested}
          total={summary.total}
          busy={busy !== null}
          options={setup.options}
          subCategories={setup.subCategories}
          brands={setup.brands}
          powerSearchEnabled={config.powerSearchEnabled}
          priceWarning={priceWarning}
          on={on}
        />
      )}
      {tree && (
        <div className="sf-listing__tree-actions">
          {/* Each is pressed-looking and inert once it has nothing left to do (no closed / no open branch). */}
          {[
            { left: treeCounts.closed, act: tree.showAll, label: t('showAll') },
            { left: treeCounts.open, act: tree.hideAll, label: t('hideAll') },
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
      )}
      <div ref={treeRef} className="sf-listing__tree" />
      {/* Server HTML owned by the store (insertHtml); React renders no children here, so it never re-creates items. */}
      {/* Busy for every load (a change, "view more", Back's restore), which a page script may wait on; only a load
          that replaces the results fades them, since the others add below what stays valid. */}
      <div
        ref={resultsRef}
        className={`sf-listing__results${busy === 'replace' ? ' sf-listing__results--replacing' : ''}`}
        aria-busy={busy !== null}
      />
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {busy === null ? spoken : t('loading')}
      </p>
      {!setup.blocked && summary.total >= 1 && !lastPage && (
        <button
          type="button"
          className="sf-button sf-listing__view-more"
          aria-busy={busy === 'append'}
          aria-label={t('viewMoreLabel', { shown: summary.shown, total: summary.total })}
          onClick={() => void store.viewMore()}
        >
          {t('viewMore')}
        </button>
      )}
      <BackToTop
        $visible={backToTop?.$visible ?? hidden}
        label={t('backToTop')}
        onClick={() => void scrollToTop().then(() => rootRef.current?.focus({ preventScroll: true }))}
      />
    </section>
  );
}
