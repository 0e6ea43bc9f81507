// Business constants of the legacy pages (LEGACY-MARKUP.md §10), each named once.
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
export const DEFAULT_RESULTS_PER_PAGE = 24;
export const DEFAULT_MAX_QTY = 99999;
export const ALT_DEFAULT_MAX_QTY = 90999;
export const POPOVER_LIFETIME_MS = 5000;
export const SUCCESS_HIDE_MS = 4000;
export const LOADING_DELAY_MS = 500;
export const STATUS_SCROLL_THRESHOLD = 6;
export const MINICART_LEAVE_CLOSE_MS = 800;
export const MOBILE_MAX_WIDTH = 767;
export const MINICART_MOBILE_MAX_WIDTH = 979;
export const SUGGEST_DEBOUNCE_MS = 600;
export const SUGGEST_FORCE_EVERY = 5;
export const SUGGEST_MAX_ITEMS = 30;
export const CONFIGURATOR_POLL_MS = 5000;
export const REVIEW_MAX_CHARS = 1000;
export const SCROLL_RESTORE_DELAY_MS = 100;
