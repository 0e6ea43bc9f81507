// A well-formed history entry of the default listing (list mode, page 2 of 24 per page), for the listing's tests.
import { EMPTY_GUID } from '../../shared/constants.ts';
import type { HistoryEntry } from '../../widgets/listing/history/history-entry.ts';

export const historyEntry: HistoryEntry = {
  pageFrom: 2,
  pageTo: 2,
  displayMode: 'list',
  sortBy: 0,
  sortOrder: '0',
  filterBy: 'all',
  subCategoryId: EMPTY_GUID,
  enterBy: 'all',
  userResultPerPage: 24,
  powerSearchFilter: '-1',
  powerSearchSectionsShowed: false,
  scrollHeight: 300,
};
