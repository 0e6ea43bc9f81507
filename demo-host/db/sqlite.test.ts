// @vitest-environment node
// The transaction helper of demo-host's SQLite handle: all or nothing, and a nested call as a savepoint.
import { describe, expect, it } from 'vitest';
import { Database } from './sqlite.ts';

const open = (): Database => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  return db;
};
const values = (db: Database): string[] =>
  db
    .prepare<[], { v: string }>('SELECT v FROM t ORDER BY id')
    .all()
    .map((r) => r.v);

describe('Database.transaction', () => {
  it('commits what the function wrote and returns its result', () => {
    const db = open();
    const ins = db.prepare<[string]>('INSERT INTO t (v) VALUES (?)');
    const id = db.transaction((v: string) => ins.run(v).lastInsertRowid)('a');
    expect(id).toBe(1);
    expect(values(db)).toEqual(['a']);
  });

  it('rolls every write back when the function throws, and rethrows', () => {
    const db = open();
    const ins = db.prepare<[string]>('INSERT INTO t (v) VALUES (?)');
    const tx = db.transaction(() => {
      ins.run('a');
      throw new Error('refused');
    });
    expect(tx).toThrow('refused');
    expect(values(db)).toEqual([]);
    // The connection is out of the transaction: the next one commits.
    db.transaction(() => ins.run('b'))();
    expect(values(db)).toEqual(['b']);
  });

  it('undoes only a nested call that throws; the outer transaction keeps the rest', () => {
    const db = open();
    const ins = db.prepare<[string]>('INSERT INTO t (v) VALUES (?)');
    const inner = db.transaction(() => {
      ins.run('inner');
      throw new Error('inner refused');
    });
    db.transaction(() => {
      ins.run('before');
      expect(inner).toThrow('inner refused');
      ins.run('after');
    })();
    expect(values(db)).toEqual(['before', 'after']);
  });

  it('rolls a committed nested call back with the outer transaction that throws', () => {
    const db = open();
    const ins = db.prepare<[string]>('INSERT INTO t (v) VALUES (?)');
    const inner = db.transaction(() => ins.run('inner'));
    const outer = db.transaction(() => {
      inner();
      throw new Error('outer refused');
    });
    expect(outer).toThrow('outer refused');
    expect(values(db)).toEqual([]);
  });
});
