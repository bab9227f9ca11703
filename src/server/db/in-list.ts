import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * `<column> in ('a', 'b')` with the values written into the SQL text, not bound as parameters:
 * CHECK constraints need literal text, and a query's predicate must read exactly like a partial
 * index's for PostgreSQL to use the index. Only for the code's own constant lists (enums), never input.
 */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(literals(values))})`;
}

/** `<array column> <@ array['a', 'b']`: every element is one of the values (same literal-text rule as inList). */
export function subsetOf(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} <@ ${sql.raw(`array[${literals(values)}]::text[]`)}`;
}

function literals(values: readonly string[]): string {
  if (values.some((value) => !/^[A-Za-z0-9_-]+$/.test(value))) throw new Error(`inList takes enum values only: ${values.join(", ")}`);
  return values.map((value) => `'${value}'`).join(", ");
}
