// Admin › Units (extensions §7): find a unit by serial prefix, product or order; one unit with its
// owner, documents and history.
import { and, count, desc, eq, like, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { UNITS_LIST_LIMIT, type AdminUnit, type AdminUnitDetail, type unitsQuery } from "../../../shared/contracts/units";
import type { DbOrTx } from "../../db/client";
import { units } from "../../db/schema/units";
import { users } from "../../db/schema/users";
import { toAdminUnitDto, unitExtras } from "../../domain/units/unit-dto";
import { notFound } from "../../lib/errors";
import { unitHistory } from "./unit-history";

type UnitsQuery = z.output<typeof unitsQuery>;

/** LIKE's wildcards and its escape character taken literally: a serial may contain "_". */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: UnitsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  // lower(serial) matches the prefix index (units_serial_prefix_idx).
  if (query.serial) conditions.push(like(sql`lower(${units.serial})`, likePrefix(query.serial.toLowerCase())));
  if (query.productId) conditions.push(eq(units.productId, query.productId));
  if (query.orderId) conditions.push(eq(units.orderId, query.orderId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** GET /api/admin/units: newest first, at most UNITS_LIST_LIMIT; `total` is how many match. */
export async function listUnits(db: DbOrTx, query: UnitsQuery, returnWindowDays: number): Promise<{ units: AdminUnit[]; total: number }> {
  const where = filters(query);
  const rows = await db
    .select({ unit: units, ownerName: users.username })
    .from(units)
    .leftJoin(users, eq(users.id, units.ownerId))
    .where(where)
    .orderBy(desc(units.createdAt), desc(units.id))
    .limit(UNITS_LIST_LIMIT);
  const [counted] = await db.select({ total: count() }).from(units).where(where);
  const extras = await unitExtras(
    db,
    rows.map(({ unit }) => unit),
    { returnWindowDays },
  );
  return {
    units: rows.map(({ unit, ownerName }) => toAdminUnitDto(unit, extras.get(unit.id)!, ownerName)),
    total: counted?.total ?? rows.length,
  };
}

/** GET /api/admin/units/{id}. */
export async function getAdminUnit(db: DbOrTx, id: number, returnWindowDays: number): Promise<AdminUnitDetail> {
  const [row] = await db
    .select({ unit: units, ownerName: users.username, ownerEmail: users.email })
    .from(units)
    .leftJoin(users, eq(users.id, units.ownerId))
    .where(eq(units.id, id));
  if (!row) throw notFound("Unit not found");
  const extras = (await unitExtras(db, [row.unit], { returnWindowDays })).get(id)!;
  return {
    ...toAdminUnitDto(row.unit, extras, row.ownerName),
    ownerEmail: row.ownerEmail,
    history: await unitHistory(db, row.unit, extras.documents),
  };
}
