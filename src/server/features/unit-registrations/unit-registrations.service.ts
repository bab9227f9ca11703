// Units bought from a distributor (extensions §7): the customer registers the serial number, staff
// approve it (the unit becomes theirs) or reject it. A serial another customer owns is never handed
// over this way.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type {
  AdminUnitRegistration,
  UnitRegistration,
  UnitRegistrationInput,
  unitRegistrationDecision,
} from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";
import type { Db, DbOrTx } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { unitRegistrations, units } from "../../db/schema/units";
import { users } from "../../db/schema/users";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { enqueueMail } from "../../domain/mail/mail-outbox";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { handOverUnit, sameUnit } from "./unit-hand-over";
import { registrationDecisionMail } from "./registration-mail";

const NOT_FOUND = "Registration not found";
/** A customer's requests waiting for review at once: enough for a lab's bench, not enough to flood the queue. */
export const MAX_PENDING_PER_CUSTOMER = 50;

type Row = typeof unitRegistrations.$inferSelect;

const toDto = (row: Row): UnitRegistration => ({
  id: row.id,
  serial: row.serial,
  productId: row.productId,
  productName: row.productName,
  purchasedFrom: row.purchasedFrom,
  purchasedOn: row.purchasedOn,
  status: row.status,
  reason: row.reason,
  unitId: row.unitId,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
});

/**
 * POST /api/user/units/register: a pending request. The product must exist and have serial
 * numbers, the purchase cannot be in the future, and a unit already theirs or a request of theirs
 * still pending for the same serial is 409.
 */
export async function registerUnit(db: Db, userId: number, input: UnitRegistrationInput): Promise<UnitRegistration> {
  if (input.purchasedOn > shopToday()) throw badRequest("purchasedOn: the purchase date cannot be in the future");
  const [product] = await db
    .select({ name: products.name, serialized: products.serialized })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw badRequest("productId: no such product");
  if (!product.serialized) throw badRequest(`productId: ${product.name} has no serial number to register`);
  const label = `${product.name} serial ${input.serial}`;
  return db.transaction(async (tx) => {
    // One customer's requests one at a time: a double click cannot file the same serial twice.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [unit] = await tx.select({ ownerId: units.ownerId }).from(units).where(sameUnit(input.productId, input.serial));
    if (unit?.ownerId === userId) throw conflict(`${label} is already yours: it is listed in My Instruments.`);
    const pendingOf = and(eq(unitRegistrations.userId, userId), eq(unitRegistrations.status, "pending"));
    const [duplicate] = await tx
      .select({ id: unitRegistrations.id })
      .from(unitRegistrations)
      .where(
        and(pendingOf, eq(unitRegistrations.productId, input.productId), sql`lower(${unitRegistrations.serial}) = lower(${input.serial})`),
      );
    if (duplicate) throw conflict(`You have already asked to register ${label}; we are reviewing it.`);
    const [waiting] = await tx.select({ n: count() }).from(unitRegistrations).where(pendingOf);
    if ((waiting?.n ?? 0) >= MAX_PENDING_PER_CUSTOMER) {
      throw conflict(
        `You have ${MAX_PENDING_PER_CUSTOMER} registrations waiting for review; please wait for our answer before adding more.`,
      );
    }
    const [row] = await tx
      .insert(unitRegistrations)
      .values({
        userId,
        serial: input.serial,
        productId: input.productId,
        productName: product.name,
        purchasedFrom: input.purchasedFrom,
        purchasedOn: input.purchasedOn,
      })
      .returning();
    return toDto(row!);
  });
}

/** GET /api/user/units/registrations: the customer's own requests, newest first (pending and rejected ones show there). */
export async function listUserRegistrations(db: DbOrTx, userId: number): Promise<UnitRegistration[]> {
  const rows = await db
    .select()
    .from(unitRegistrations)
    .where(eq(unitRegistrations.userId, userId))
    .orderBy(desc(unitRegistrations.createdAt), desc(unitRegistrations.id))
    .limit(500);
  return rows.map(toDto);
}

const owner = alias(users, "unit_owner");

/** GET /api/admin/unit-registrations: pending first (oldest waiting first), then the decided ones, newest first; or one by id. */
export async function listRegistrations(db: DbOrTx, only?: { id: number }): Promise<AdminUnitRegistration[]> {
  const rows = await db
    .select({
      row: unitRegistrations,
      username: users.username,
      email: users.email,
      unitId: units.id,
      ownerId: units.ownerId,
      ownerName: owner.username,
    })
    .from(unitRegistrations)
    .innerJoin(users, eq(users.id, unitRegistrations.userId))
    .leftJoin(
      units,
      and(eq(units.productId, unitRegistrations.productId), sql`lower(${units.serial}) = lower(${unitRegistrations.serial})`),
    )
    .leftJoin(owner, eq(owner.id, units.ownerId))
    .where(only ? eq(unitRegistrations.id, only.id) : undefined)
    .orderBy(
      sql`case when ${unitRegistrations.status} = 'pending' then 0 else 1 end`,
      sql`case when ${unitRegistrations.status} = 'pending' then ${unitRegistrations.id} end asc`,
      desc(unitRegistrations.decidedAt),
      desc(unitRegistrations.id),
    )
    .limit(1000);
  return rows.map(({ row, username, email, unitId, ownerId, ownerName }) => ({
    ...toDto(row),
    userId: row.userId,
    username,
    email,
    existingUnit: unitId === null ? null : { id: unitId, ownerId, ownerName },
  }));
}

/**
 * PUT /api/admin/unit-registrations/{id}: approve (the unit is the customer's from now on) or
 * reject (with a reason). Deciding twice is 409; approving a serial another customer owns is 409
 * and leaves the request pending. The customer is mailed and the decision logged, in the same transaction.
 */
export async function decideRegistration(
  db: Db,
  id: number,
  input: z.output<typeof unitRegistrationDecision>,
  actor: Actor,
  origin: string,
): Promise<AdminUnitRegistration> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(unitRegistrations).where(eq(unitRegistrations.id, id)).for("update");
    if (!before) throw notFound(NOT_FOUND);
    if (before.status !== "pending") throw conflict(`This registration was already ${before.status}.`);
    const approved = input.status === "approved";
    const unit = approved ? await handOverUnit(tx, before) : null;
    const reason = input.reason || null;
    await tx
      .update(unitRegistrations)
      .set({
        status: input.status,
        reason,
        unitId: unit?.id ?? null,
        decidedBy: actor.email ?? actor.username ?? `user #${actor.id}`,
        decidedAt: sql`now()`,
      })
      .where(eq(unitRegistrations.id, id));
    const label = `${before.productName} serial ${before.serial}`;
    await recordActivity(tx, actor, {
      action: `unit_registration.${approved ? "approve" : "reject"}`,
      entityType: "unit_registration",
      entityId: id,
      summary: `${approved ? "Approved" : "Rejected"} the registration of ${label}${reason ? `: ${reason}` : ""}`,
      changes: { status: { from: before.status, to: input.status }, ...(unit ? { unitId: { from: null, to: unit.id } } : {}) },
    });
    const [customer] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, before.userId));
    // An account without an e-mail address sees the answer in its account only.
    if (customer?.email) {
      await enqueueMail(tx, registrationDecisionMail({ ...before, reason }, customer.email, customer.username, unit, origin));
    }
  });
  const [saved] = await listRegistrations(db, { id });
  if (!saved) throw notFound(NOT_FOUND);
  return saved;
}
