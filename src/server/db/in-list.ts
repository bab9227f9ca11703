import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * `<column> in ('a', 'b')` with the values written into the SQL text, not bound as parameters:
 * CHECK constraints need literal text, and a query's predicate must read exactly like a partial
 * index's for PostgreSQL to use the index. Only for the code's own constant lists (enums), never input.
 */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  if (values.some((value) => !/^[A-Za-z0-9_-]+$/.test(value))) throw new Error(`inList takes enum values only: ${values.join(", ")}`);
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}
