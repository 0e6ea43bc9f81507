// The listing's view options: display modes, sort, enter by and results per page, each from the tag's own list.
import type { ReadableAtom } from 'nanostores';
import type { Translate } from '../../../shared/i18n/index.ts';
import type messages from '../messages.ts';
import type { ListingState } from '../state.ts';
import type { Busy } from '../store-parts.ts';
import { type Choice, currentSortValue, parseSortValue, withCurrent } from './choices.ts';
import { DisplayModes } from './DisplayModes.tsx';
import type { ListingHandlers } from './handlers.ts';
import { SelectField } from './SelectField.tsx';

interface Props {
  t: Translate<keyof (typeof messages)['en']>;
  state: ListingState;
  $busy: ReadableAtom<Busy>;
  hidden: boolean;
  options: { sort: Choice[]; enterBy: Choice[]; perPage: Choice[] };
  /** The price-sort warning's id when it shows: the sort dropdown points at it. */
  warningId: string | undefined;
  on: ListingHandlers;
}

export function ListingOptions({ t, state, $busy, hidden, options, warningId, on }: Props) {
  const sortShown = currentSortValue(options.sort, state.sortBy, state.sortOrder);
  const perPageShown = String(state.userResultPerPage);
  const modes = [
    { mode: 'grid', label: t('modeGrid') },
    { mode: 'list', label: t('modeList') },
    { mode: 'simplelist', label: t('modeSimplelist') },
    { mode: 'category', label: t('modeCategory') },
  ] as const;
  return (
    <div className="sf-listing__options" hidden={hidden}>
      <DisplayModes
        label={t('displayMode')}
        current={state.displayMode}
        modes={modes}
        $busy={$busy}
        onChoose={on.mode}
      />
      {/* Each dropdown offers the server's values from the tag, plus the current one when the list lacks it. */}
      {options.sort.length > 0 && (
        <SelectField
          label={t('sort')}
          value={sortShown}
          choices={withCurrent(options.sort, sortShown)}
          describedBy={warningId}
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
          value={perPageShown}
          choices={withCurrent(options.perPage, perPageShown).sort((a, b) => Number(a.value) - Number(b.value))}
          onChange={(value) => on.perPage(Number(value))}
        />
      )}
    </div>
  );
}
