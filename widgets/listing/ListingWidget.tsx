// Connects <sf-listing> to its store: adopts the server's first page, renders the controls around it.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useRef, useState } from 'react';
import type { WidgetProps } from '../../shared/define.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { spokenAnnouncement } from './announcement.ts';
import { ConfigErrors } from './ConfigErrors.tsx';
import { BackToTop } from './controls/BackToTop.tsx';
import { scrollToTop, watchBackToTop } from './controls/back-to-top.ts';
import { ListingControls } from './controls/ListingControls.tsx';
import { TreeActions } from './controls/TreeActions.tsx';
import { ViewMore } from './controls/ViewMore.tsx';
import messages from './messages.ts';
import { ResultsRegion } from './results/ResultsRegion.tsx';
import { setupListing } from './setup.ts';
import { viewMore } from './store.ts';
import { useAdoptedContent } from './use-adopted-content.ts';
import { useListingHandlers } from './use-listing-handlers.ts';
import { useListingView } from './use-listing-view.ts';

const noTree = atom({ open: 0, closed: 0 });
const hidden = atom(false);

export function ListingWidget({ container }: WidgetProps) {
  const [t] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);
  const [setup] = useState(() => setupListing(container));
  const { store, config } = setup;
  const { state, requested, summary, announcement, priceWarning, lastPage } = useListingView(setup);
  const [backToTop] = useState(() => (typeof window === 'undefined' ? null : watchBackToTop()));
  const rootRef = useRef<HTMLElement>(null);
  const { tree, resultsRef, treeRef } = useAdoptedContent(container, setup, t, backToTop);
  const treeCounts = useStore(tree?.$counts ?? noTree);
  const on = useListingHandlers(store);

  return (
    <section
      ref={rootRef}
      className="sf-listing"
      data-display-mode={state.displayMode}
      tabIndex={-1}
      aria-label={t('region')}
    >
      <ConfigErrors
        blocking={setup.blocked ? setup.problems.map((p) => p.attribute) : null}
        badChoices={setup.badChoices}
        texts={{ blocked: (detail) => ts('configError', { detail }), badList: t('badList') }}
      />
      {!setup.blocked && (
        <ListingControls
          t={t}
          state={requested}
          total={summary.total}
          $busy={store.$busy}
          options={setup.options}
          subCategories={setup.subCategories}
          brands={setup.brands}
          powerSearchEnabled={config.powerSearchEnabled}
          priceWarning={priceWarning}
          on={on}
        />
      )}
      {tree && (
        <TreeActions
          counts={treeCounts}
          showAll={tree.showAll}
          hideAll={tree.hideAll}
          texts={{ showAll: t('showAll'), hideAll: t('hideAll') }}
        />
      )}
      <ResultsRegion
        treeRef={treeRef}
        resultsRef={resultsRef}
        $busy={store.$busy}
        texts={{ spoken: spokenAnnouncement(t, announcement), loading: t('loading') }}
      />
      {!setup.blocked && summary.total >= 1 && !lastPage && (
        <ViewMore
          $busy={store.$busy}
          texts={{ label: t('viewMoreLabel', { shown: summary.shown, total: summary.total }), visible: t('viewMore') }}
          onClick={() => void viewMore(store)}
        />
      )}
      <BackToTop
        $visible={backToTop?.$visible ?? hidden}
        label={t('backToTop')}
        onClick={() => void scrollToTop().then(() => rootRef.current?.focus({ preventScroll: true }))}
      />
    </section>
  );
}
