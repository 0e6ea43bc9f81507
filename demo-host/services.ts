// The shared services handed to every route module.

import type { CartStore } from './cart/store.ts';
import type { CatalogueRepo } from './catalogue/repo.ts';
import type { Database } from './db/sqlite.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { SessionStore } from './sessions.ts';

export type Services = {
  db: Database;
  repo: CatalogueRepo;
  carts: CartStore;
  sessions: SessionStore;
  logins: LoginLimiter;
  /** The widgets switched off for every page of the release (its switches.json, routes/switches.ts). */
  switches: { off: readonly string[] };
  now: () => number;
};
