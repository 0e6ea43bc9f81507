// What the listing header's controls call when the shopper chooses: one action per control.
import type { DisplayMode } from '../config.ts';

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
