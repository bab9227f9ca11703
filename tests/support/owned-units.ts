import { eq } from "drizzle-orm";
import type { AppInstance } from "../../src/server/app-types";
import type { Db } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema/system";
import { unitDocuments, units } from "../../src/server/db/schema/units";
import { createUser } from "./factories";
import { withBodies } from "./outbox-rows";
import { sessionCookie } from "./test-app";

let sequence = 0;

/** A unit as a shipment or an approved registration leaves it (extensions §7); nobody's unless `ownerId` is given. */
export async function createUnit(db: Db, product: { id: string; name: string }, overrides: Partial<typeof units.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await db
    .insert(units)
    .values({
      serial: `SN-${1000 + n}`,
      productId: product.id,
      productName: product.name,
      shippedAt: new Date("2026-01-15T18:00:00Z"),
      warrantyEndsOn: "2027-01-15",
      ...overrides,
    })
    .returning();
  return row!;
}

/** A calibration certificate filed with a unit, as staff upload it (the file itself is not needed here). */
export async function fileCertificate(db: Db, unitId: number, name: string, calibratedOn: string | null) {
  const [row] = await db
    .insert(unitDocuments)
    .values({
      unitId,
      kind: "certificate",
      name,
      fileUrl: `/objects/unit-documents/${crypto.randomUUID()}`,
      calibratedOn,
      uploadedBy: "owner@gravensteinrf.com",
    })
    .returning();
  return row!;
}

/** A customer account with an e-mail address, signed in at the customer door. */
export async function signedInCustomer(app: AppInstance, db: Db, email = `owner${++sequence}@example.com`) {
  const user = await createUser(db, { email, emailVerified: true });
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username: user.username, password: user.password } });
  return { id: user.id, username: user.username, email, cookie: sessionCookie(res) };
}

/** The mails queued in the outbox to one address, oldest first. */
export const mailsTo = async (db: Db, to: string) =>
  withBodies(await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id));
