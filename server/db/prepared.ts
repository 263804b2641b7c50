import type { Database } from './client.ts';

/**
 * A statement built once per database handle (a transaction is a handle of its own) and
 * reused: the hot reads and writes of an order save cost their query building on every
 * call otherwise, and on PostgreSQL a named statement is planned once per connection.
 * `build` must call `.prepare(name)` with a name unique in the project: node-postgres keeps
 * one statement per name on each connection.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
