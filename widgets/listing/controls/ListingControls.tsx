// The listing header: the view options, the filters, the count and the price-sort warning.
import type { ReadableAtom } from 'nanostores';
import type { Translate } from '../../../shared/i18n/index.ts';
import { useSfId } from '../../../shared/ui/useSfId.ts';
import type messages from '../messages.ts';
import type { ListingState } from '../state.ts';
import type { Busy } from '../store-parts.ts';
import type { Choice } from './choices.ts';
import type { ListingHandlers } from './handlers.ts';
import { ListingFilters } from './ListingFilters.tsx';
import { ListingOptions } from './ListingOptions.tsx';

type ListingKey = keyof (typeof messages)['en'];

interface Props {
  t: Translate<ListingKey>;
  state: ListingState;
  total: number;
  $busy: ReadableAtom<Busy>;
  /** The tag's own lists (sort values already through sortChoices); an empty one means no dropdown. */
  options: { sort: Choice[]; enterBy: Choice[]; filterBy: Choice[]; perPage: Choice[] };
  subCategories: Choice[];
  brands: Choice[];
  powerSearchEnabled: boolean;
  priceWarning: { max: number } | null;
  on: ListingHandlers;
}

export function ListingControls({
  t,
  state,
  total,
  $busy,
  options,
  subCategories,
  brands,
  powerSearchEnabled,
  priceWarning,
  on,
}: Props) {
  const warningId = useSfId();
  const empty = total < 1;
  return (
    <div className="sf-listing__header">
      {/* Below one result the header options and the count are hidden; the filters stay so a shopper can undo one (README.md). */}
      <ListingOptions
        t={t}
        state={state}
        $busy={$busy}
        hidden={empty}
        options={options}
        warningId={priceWarning ? warningId : undefined}
        on={on}
      />
      <ListingFilters
        t={t}
        state={state}
        filterBy={options.filterBy}
        subCategories={subCategories}
        brands={brands}
        powerSearch={powerSearchEnabled && state.powerSearchSectionsShowed}
        on={on}
      />
      <p className="sf-listing__total" hidden={empty}>
        {t('total', { total })}
      </p>
      {priceWarning && (
        <p className="sf-listing__price-warning" id={warningId}>
          {t('priceSortWarning', { max: priceWarning.max })}
        </p>
      )}
    </div>
  );
}
