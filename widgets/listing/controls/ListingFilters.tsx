// The listing's filters: sub-category and kind, and the power search's brand; they stay below one result so a
// shopper can undo one.
import { EMPTY_GUID } from '../../../shared/constants.ts';
import type { Translate } from '../../../shared/i18n/index.ts';
import type messages from '../messages.ts';
import type { ListingState } from '../state.ts';
import { type Choice, withCurrent } from './choices.ts';
import type { ListingHandlers } from './handlers.ts';
import { SelectField } from './SelectField.tsx';

interface Props {
  t: Translate<keyof (typeof messages)['en']>;
  state: ListingState;
  filterBy: Choice[];
  subCategories: Choice[];
  brands: Choice[];
  /** The power search is on and its sections are shown. */
  powerSearch: boolean;
  on: ListingHandlers;
}

export function ListingFilters({ t, state, filterBy, subCategories, brands, powerSearch, on }: Props) {
  return (
    <>
      <div className="sf-listing__filters">
        {subCategories.length > 0 && (
          <SelectField
            label={t('filterBy')}
            value={state.subCategoryId === EMPTY_GUID ? '' : state.subCategoryId}
            choices={[{ value: '', label: t('filterAll') }, ...subCategories]}
            onChange={on.subCategory}
          />
        )}
        {state.displayMode !== 'category' && filterBy.length > 0 && (
          <SelectField
            label={t('filterKind')}
            value={state.filterBy || 'all'}
            choices={withCurrent(filterBy, state.filterBy || 'all')}
            onChange={on.filterBy}
          />
        )}
      </div>
      {powerSearch && brands.length > 0 && (
        <fieldset className="sf-listing__power-search">
          <legend>{t('powerSearch')}</legend>
          <SelectField
            label={t('powerSearchBrand')}
            value={state.powerSearchFilter}
            choices={[{ value: '-1', label: t('powerSearchAny') }, ...brands]}
            onChange={on.powerSearch}
          />
        </fieldset>
      )}
    </>
  );
}
