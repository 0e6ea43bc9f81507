// demo-host's SQLite handle: Node's built-in node:sqlite, with typed statements and a transaction helper.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

export type RunResult = { changes: number; lastInsertRowid: number };

/** A prepared statement whose rows the caller names; node:sqlite itself types every row as a plain record. */
export class Statement<P extends SQLInputValue[] = SQLInputValue[], R = unknown> {
  readonly #statement: StatementSync;
  constructor(statement: StatementSync) {
    this.#statement = statement;
  }
  get(...params: P): R | undefined {
    return this.#statement.get(...params) as R | undefined;
  }
  all(...params: P): R[] {
    return this.#statement.all(...params) as R[];
  }
  run(...params: P): RunResult {
    const { changes, lastInsertRowid } = this.#statement.run(...params);
    return { changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) };
  }
}

export class Database {
  readonly #db: DatabaseSync;
  constructor(file: string, options: { readOnly?: boolean } = {}) {
    // A second connection (a test's, demo:reset's) waits up to 5 s for a lock instead of failing at once.
    this.#db = new DatabaseSync(file, { readOnly: options.readOnly ?? false, timeout: 5000 });
  }
  prepare<P extends SQLInputValue[] = SQLInputValue[], R = unknown>(sql: string): Statement<P, R> {
    return new Statement<P, R>(this.#db.prepare(sql));
  }
  exec(sql: string): void {
    this.#db.exec(sql);
  }
  /**
   * Wraps `fn` so that each call runs in one transaction, rolled back when it throws; a call inside another
   * transaction becomes a savepoint, so the outer one still commits or rolls back as a whole.
   */
  transaction<A extends unknown[], T>(fn: (...args: A) => T): (...args: A) => T {
    return (...args) => {
      const nested = this.#db.isTransaction;
      this.#db.exec(nested ? 'SAVEPOINT inner' : 'BEGIN');
      try {
        const result = fn(...args);
        this.#db.exec(nested ? 'RELEASE inner' : 'COMMIT');
        return result;
      } catch (error) {
        if (this.#db.isTransaction) this.#db.exec(nested ? 'ROLLBACK TO inner; RELEASE inner' : 'ROLLBACK');
        throw error;
      }
    };
  }
  close(): void {
    this.#db.close();
  }
}
