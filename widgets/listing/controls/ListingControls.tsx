// The listing header: display modes, sort, enter by, results per page, filters, power search, count, price warning.
import { EMPTY_GUID } from '../../../shared/constants.ts';
import type { Translate } from '../../../shared/i18n/index.ts';
import { useSfId } from '../../../shared/ui/useSfId.ts';
import type { DisplayMode } from '../config.ts';
import type messages from '../messages.ts';
import type { ListingState } from '../state.ts';
import { type Choice, currentSortValue, parseSortValue, withCurrent } from './choices.ts';
import { DisplayModes } from './DisplayModes.tsx';

type ListingKey = keyof (typeof messages)['en'];

export interface ListingHandlers {
  mode: (mode: DisplayMode) => void;
  /** No sortOrder: the one in force stays. */
  sort: (sortBy: number, sortOrder?: string) => void;
  enterBy: (value: string) => void;
  filterBy: (value: string) => void;
  subCategory: (value: string) => void;
  powerSearch: (value: string) => void;
  perPage: (value: number) => void;
}

interface Props {
  t: Translate<ListingKey>;
  state: ListingState;
  total: number;
  busy: boolean;
  /** The tag's own lists (sort values already through sortChoices); an empty one means no dropdown. */
  options: { sort: Choice[]; enterBy: Choice[]; filterBy: Choice[]; perPage: Choice[] };
  subCategories: Choice[];
  brands: Choice[];
  powerSearchEnabled: boolean;
  priceWarning: { max: number } | null;
  on: ListingHandlers;
}

/** One labelled dropdown of the header: every control here is a choice among values, shown with their labels. */
function SelectField({
  label,
  value,
  choices,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useSfId();
  return (
    <div className="sf-listing__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ListingControls({
  t,
  state,
  total,
  busy,
  options,
  subCategories,
  brands,
  powerSearchEnabled,
  priceWarning,
  on,
}: Props) {
  const warningId = useSfId();
  const empty = total < 1;
  const sortShown = currentSortValue(options.sort, state.sortBy, state.sortOrder);
  const modes = [
    { mode: 'grid', label: t('modeGrid') },
    { mode: 'list', label: t('modeList') },
    { mode: 'simplelist', label: t('modeSimplelist') },
    { mode: 'category', label: t('modeCategory') },
  ] as const;
  return (
    <div className="sf-listing__header">
      {/* Below one result the header options and the count are hidden; the filters stay so a shopper can undo one (README.md). */}
      <div className="sf-listing__options" hidden={empty}>
        <DisplayModes
          label={t('displayMode')}
          current={state.displayMode}
          modes={modes}
          disabled={busy}
          onChoose={on.mode}
        />
        {/* Each dropdown offers the server's values from the tag, plus the current one when the list lacks it. */}
        {options.sort.length > 0 && (
          <SelectField
            label={t('sort')}
            value={sortShown}
            choices={withCurrent(options.sort, sortShown)}
            describedBy={priceWarning ? warningId : undefined}
            onChange={(value) => {
              const chosen = parseSortValue(value);
              if (chosen) on.sort(chosen.sortBy, chosen.sortOrder);
            }}
          />
        )}
        {options.enterBy.length > 0 && (
          <SelectField
            label={t('enterBy')}
            value={state.enterBy}
            choices={withCurrent(options.enterBy, state.enterBy)}
            onChange={on.enterBy}
          />
        )}
        {options.perPage.length > 0 && (
          <SelectField
            label={t('perPage')}
            value={String(state.userResultPerPage)}
            choices={withCurrent(options.perPage, String(state.userResultPerPage)).sort(
              (a, b) => Number(a.value) - Number(b.value),
            )}
            onChange={(value) => on.perPage(Number(value))}
          />
        )}
      </div>
      <div className="sf-listing__filters">
        {subCategories.length > 0 && (
          <SelectField
            label={t('filterBy')}
            value={state.subCategoryId === EMPTY_GUID ? '' : state.subCategoryId}
            choices={[{ value: '', label: t('filterAll') }, ...subCategories]}
            onChange={on.subCategory}
          />
        )}
        {state.displayMode !== 'category' && options.filterBy.length > 0 && (
          <SelectField
            label={t('filterKind')}
            value={state.filterBy || 'all'}
            choices={withCurrent(options.filterBy, state.filterBy || 'all')}
            onChange={on.filterBy}
          />
        )}
      </div>
      {powerSearchEnabled && state.powerSearchSectionsShowed && brands.length > 0 && (
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
