// The listing header: display modes, sort, enter by, results per page, filters, power search, count, price warning.
import type { ReactNode } from 'react';
import { EMPTY_GUID } from '../../shared/constants.ts';
import type { Translate } from '../../shared/i18n/index.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import type { DisplayMode } from './config.ts';
import { DisplayModes } from './DisplayModes.tsx';
import type messages from './messages.ts';
import { type Choice, ENTER_BY, FILTER_KINDS, PER_PAGE, SORT_CHOICES, sortValue } from './options.ts';
import type { ListingState } from './state.ts';

type ListingKey = keyof (typeof messages)['en'];

export interface ListingHandlers {
  mode: (mode: DisplayMode) => void;
  sort: (sortBy: number, sortOrder: string) => void;
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
  subCategories: Choice[];
  brands: Choice[];
  powerSearchEnabled: boolean;
  priceWarning: { max: number } | null;
  on: ListingHandlers;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useSfId();
  return (
    <div className="sf-listing__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

export function ListingControls({
  t,
  state,
  total,
  busy,
  subCategories,
  brands,
  powerSearchEnabled,
  priceWarning,
  on,
}: Props) {
  const warningId = useSfId();
  const empty = total < 1;
  const modes = [
    { mode: 'grid', label: t('modeGrid') },
    { mode: 'list', label: t('modeList') },
    { mode: 'simplelist', label: t('modeSimplelist') },
    { mode: 'category', label: t('modeCategory') },
  ] as const;
  return (
    <div className="sf-listing__header">
      {/* Spec: below one result the header options and the count are hidden; the filters stay so a shopper can undo one. */}
      <div className="sf-listing__options" hidden={empty}>
        <DisplayModes
          label={t('displayMode')}
          current={state.displayMode}
          modes={modes}
          disabled={busy}
          onChoose={on.mode}
        />
        <Field label={t('sort')}>
          {(id) => (
            <select
              id={id}
              value={sortValue(state.sortBy, state.sortOrder)}
              aria-describedby={priceWarning ? warningId : undefined}
              onChange={(e) => {
                const [by, order] = e.currentTarget.value.split(':');
                on.sort(Number(by), order ?? 'ASC');
              }}
            >
              {SORT_CHOICES.map((c) => (
                <option key={c.key} value={sortValue(c.sortBy, c.sortOrder)}>
                  {t(c.key)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('enterBy')}>
          {(id) => (
            <select id={id} value={state.enterBy} onChange={(e) => on.enterBy(e.currentTarget.value)}>
              {ENTER_BY.map((c) => (
                <option key={c.value} value={c.value}>
                  {t(c.key)}
                </option>
              ))}
              {!ENTER_BY.some((c) => c.value === state.enterBy) && (
                <option value={state.enterBy}>
                  {state.enterBy === 'prebooking' ? t('enterPrebooking') : state.enterBy}
                </option>
              )}
            </select>
          )}
        </Field>
        <Field label={t('perPage')}>
          {(id) => (
            <select
              id={id}
              value={String(state.userResultPerPage)}
              onChange={(e) => on.perPage(Number(e.currentTarget.value))}
            >
              {[...new Set([...PER_PAGE, state.userResultPerPage])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
            </select>
          )}
        </Field>
      </div>
      <div className="sf-listing__filters">
        {subCategories.length > 0 && (
          <Field label={t('filterBy')}>
            {(id) => (
              <select
                id={id}
                value={state.subCategoryId === EMPTY_GUID ? '' : state.subCategoryId}
                onChange={(e) => on.subCategory(e.currentTarget.value)}
              >
                <option value="">{t('filterAll')}</option>
                {subCategories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {state.displayMode !== 'category' && (
          <Field label={t('filterKind')}>
            {(id) => (
              <select id={id} value={state.filterBy || 'all'} onChange={(e) => on.filterBy(e.currentTarget.value)}>
                {FILTER_KINDS.map((c) => (
                  <option key={c.value} value={c.value}>
                    {t(c.key)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {powerSearchEnabled && state.powerSearchSectionsShowed && brands.length > 0 && (
        <fieldset className="sf-listing__power-search">
          <legend>{t('powerSearch')}</legend>
          <Field label={t('powerSearchBrand')}>
            {(id) => (
              <select id={id} value={state.powerSearchFilter} onChange={(e) => on.powerSearch(e.currentTarget.value)}>
                <option value="-1">{t('powerSearchAny')}</option>
                {brands.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
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
