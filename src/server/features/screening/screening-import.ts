// POST /api/admin/screening-list (extensions §9, decision 0074): the US Consolidated Screening
// List's CSV, read with csv-parse (RFC 4180 quoting, a BOM, CRLF), checked, and put in place of
// the whole list in one transaction; the in-memory index is rebuilt after the commit.
import { parse } from "csv-parse/sync";
import { desc } from "drizzle-orm";
import type { ScreeningListInfo } from "../../../shared/contracts/screening";
import type { Db } from "../../db/client";
import { screeningEntries, screeningImports } from "../../db/schema/screening";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { parseAddresses } from "../../domain/export/screening";
import type { ScreeningList } from "../../domain/export/screening-list";
import { badRequest } from "../../lib/errors";

/** The CSL's columns the shop reads; the others (vessels, dates of birth, ids...) may be there or not. */
const REQUIRED_COLUMNS = ["source", "name", "alt_names", "programs", "addresses"] as const;
const MAX_FIELD = 20_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

type Row = Record<string, string | undefined>;
type NewEntry = typeof screeningEntries.$inferInsert;

const list = (text: string | undefined) =>
  (text ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);

/** The CSV's entries, or a 400 that says what is wrong (never a 500). */
export function parseScreeningCsv(csv: string): NewEntry[] {
  let rows: Row[];
  try {
    rows = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      max_record_size: 200_000,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`The screening list is not a valid CSV file: ${message}`);
  }
  if (rows.length === 0)
    throw badRequest("The screening list has no entries: expected the Consolidated Screening List's CSV with its header row.");
  const columns = Object.keys(rows[0]!);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length)
    throw badRequest(
      `The screening list lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}: expected the Consolidated Screening List's CSV.`,
    );
  return rows.map((row, i) => {
    const line = i + 2;
    const name = row.name ?? "";
    if (!name) throw badRequest(`Screening list line ${line}: the entry has no name.`);
    if (Object.values(row).some((value) => (value ?? "").length > MAX_FIELD || (value ?? "").includes("\u0000")))
      throw badRequest(`Screening list line ${line}: a field is too long or holds a NUL character.`);
    return {
      source: row.source ?? "",
      entityNumber: row.entity_number ?? "",
      type: row.type ?? "",
      name,
      altNames: list(row.alt_names),
      programs: list(row.programs).join("; "),
      addresses: parseAddresses(row.addresses ?? ""),
    };
  });
}

/** Replaces the whole list (one transaction: a failed import leaves the old list), records the import, rebuilds the index. */
export async function importScreeningList(db: Db, screening: ScreeningList, csv: string, actor: Actor): Promise<{ count: number }> {
  const entries = parseScreeningCsv(csv);
  await db.transaction(async (tx) => {
    await tx.delete(screeningEntries);
    for (let i = 0; i < entries.length; i += BATCH) await tx.insert(screeningEntries).values(entries.slice(i, i + BATCH));
    const who = actor.email ?? actor.username ?? `user #${actor.id}`;
    await tx.insert(screeningImports).values({ count: entries.length, actorEmail: who });
    await recordActivity(tx, actor, {
      action: "screening_list.import",
      entityType: "screening_list",
      summary: `Imported the screening list: ${entries.length} ${entries.length === 1 ? "entry" : "entries"}`,
    });
  });
  await screening.reload();
  return { count: entries.length };
}

/** GET /api/admin/screening-list: the last import's count, date and who made it. */
export async function screeningListInfo(db: Db): Promise<ScreeningListInfo> {
  const [last] = await db.select().from(screeningImports).orderBy(desc(screeningImports.importedAt), desc(screeningImports.id)).limit(1);
  return { count: last?.count ?? 0, importedAt: last?.importedAt.toISOString() ?? null, importedBy: last?.actorEmail ?? null };
}
