// Tax-exemption certificates (extensions §4): customers file them, the admin decides. Whether one
// applies to an order is decided at pricing time (domain/tax/exemption.ts).
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TaxExemption, taxExemptionDecision, taxExemptionInput } from "../../../shared/contracts/institutional";
import { usStateCode } from "../../../shared/geo";
import type { ObjectStore } from "../../adapters/storage/object-store";
import type { Db, DbOrTx } from "../../db/client";
import { taxExemptions } from "../../db/schema/institutional";
import { users } from "../../db/schema/users";
import { recordActivity, type Actor } from "../../domain/activity/record-activity";
import { shopToday } from "../../../shared/shop-time";
import { assertOwnUpload } from "../../domain/uploads/object-uploads";
import { badRequest, notFound } from "../../lib/errors";

type Row = typeof taxExemptions.$inferSelect;

const toDto = (row: Row, username?: string): TaxExemption => ({
  id: row.id,
  userId: row.userId,
  ...(username === undefined ? {} : { username }),
  state: row.state,
  certificateNumber: row.certificateNumber,
  expiresOn: row.expiresOn,
  fileUrl: row.fileUrl,
  status: row.status,
  reason: row.reason,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/user/tax-exemptions: a certificate for one US state, filed as pending; its file must be the customer's own upload. */
export async function fileExemption(
  db: DbOrTx,
  store: ObjectStore,
  userId: number,
  input: z.output<typeof taxExemptionInput>,
): Promise<TaxExemption> {
  const state = usStateCode(input.state);
  if (!state) throw badRequest("state: must be one of the 50 US states (a two-letter code such as CA)");
  if (input.expiresOn < shopToday()) throw badRequest("expiresOn: this certificate has already expired");
  await assertOwnUpload(db, store, { field: "fileUrl", kind: "certificates", path: input.fileUrl, userId });
  const [row] = await db
    .insert(taxExemptions)
    .values({ userId, state, certificateNumber: input.certificateNumber, expiresOn: input.expiresOn, fileUrl: input.fileUrl })
    .returning();
  return toDto(row!);
}

export async function listUserExemptions(db: DbOrTx, userId: number): Promise<TaxExemption[]> {
  const rows = await db
    .select()
    .from(taxExemptions)
    .where(eq(taxExemptions.userId, userId))
    .orderBy(desc(taxExemptions.createdAt), desc(taxExemptions.id));
  return rows.map((row) => toDto(row));
}

export async function listAllExemptions(db: DbOrTx): Promise<TaxExemption[]> {
  const rows = await db
    .select({ row: taxExemptions, username: users.username })
    .from(taxExemptions)
    .innerJoin(users, eq(users.id, taxExemptions.userId))
    .orderBy(sql`case ${taxExemptions.status} when 'pending' then 0 else 1 end`, desc(taxExemptions.createdAt), desc(taxExemptions.id))
    .limit(1000);
  return rows.map(({ row, username }) => toDto(row, username));
}

/**
 * PUT /api/admin/tax-exemptions/{id}: approve or reject (with a reason). The account's
 * tax_exemption_approved flag follows, in the same transaction: the checkout reads it from the
 * session's user row and looks certificates up only when it is set.
 */
export async function decideExemption(
  db: Db,
  id: number,
  input: z.output<typeof taxExemptionDecision>,
  actor: Actor,
): Promise<TaxExemption> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(taxExemptions).where(eq(taxExemptions.id, id)).for("update");
    if (!before) throw notFound("Certificate not found");
    const by = actor.email ?? actor.username ?? `user #${actor.id}`;
    const [row] = await tx
      .update(taxExemptions)
      .set({ status: input.status, reason: input.reason || null, decidedBy: by, decidedAt: sql`now()` })
      .where(eq(taxExemptions.id, id))
      .returning();
    await tx
      .update(users)
      .set({
        taxExemptionApproved: sql`exists (select 1 from ${taxExemptions} where ${taxExemptions.userId} = ${before.userId} and ${taxExemptions.status} = 'approved')`,
      })
      .where(eq(users.id, before.userId));
    await recordActivity(tx, actor, {
      action: `tax_exemption.${input.status === "approved" ? "approve" : "reject"}`,
      entityType: "tax_exemption",
      entityId: id,
      summary: `${input.status === "approved" ? "Approved" : "Rejected"} tax-exemption certificate ${before.certificateNumber} (${before.state})${input.reason ? `: ${input.reason}` : ""}`,
      changes: { status: { from: before.status, to: input.status } },
    });
    const [user] = await tx
      .select({ username: users.username })
      .from(users)
      .where(and(eq(users.id, before.userId)));
    return toDto(row!, user?.username);
  });
}
