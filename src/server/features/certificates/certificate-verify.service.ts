import { and, desc, eq, sql } from "drizzle-orm";
import type { CertificateVerification } from "../../../shared/contracts/units";
import { addMonths } from "../../../shared/shop-time";
import type { Db } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { unitDocuments, units } from "../../db/schema/units";
import { claimAttempt } from "../../http/rate-limit";

const HOUR = 3_600_000;

export interface VerifyContext {
  db: Db;
  /** Checks per IP per hour (CERTIFICATE_VERIFY_MAX_PER_HOUR). */
  maxPerHour: number;
}

/**
 * GET /api/certificates/verify: whether a certificate with this number (its document name, any case)
 * was issued for a unit with this serial (any case), with the dates that certificate states. Never
 * the owner: the answer names the instrument, not who holds it. Each check counts against the
 * caller's IP, valid or not, so nobody can try numbers in bulk (429 past the limit).
 */
export async function verifyCertificate(
  ctx: VerifyContext,
  query: { serial: string; certificate: string },
  ip: string,
): Promise<CertificateVerification> {
  await claimAttempt(ctx.db, { bucket: "certificate_verify", windowMs: HOUR, rules: [{ key: `ip:${ip}`, max: ctx.maxPerHour }] });
  const [found] = await ctx.db
    .select({
      productName: units.productName,
      serial: units.serial,
      certificateCalibratedOn: unitDocuments.calibratedOn,
      unitCalibratedOn: units.calibratedOn,
      unitDueOn: units.calibrationDueOn,
      intervalMonths: products.calibrationIntervalMonths,
    })
    .from(unitDocuments)
    .innerJoin(units, eq(units.id, unitDocuments.unitId))
    .leftJoin(products, eq(products.id, units.productId))
    .where(
      and(
        eq(unitDocuments.kind, "certificate"),
        sql`lower(${unitDocuments.name}) = lower(${query.certificate})`,
        sql`lower(${units.serial}) = lower(${query.serial})`,
      ),
    )
    .orderBy(desc(unitDocuments.uploadedAt), desc(unitDocuments.id))
    .limit(1);
  if (!found) return { valid: false };
  return { valid: true, productName: found.productName, serial: found.serial, ...datesOf(found) };
}

/**
 * The dates of the certificate asked about. The unit's own dates are its latest calibration's: they
 * are this certificate's when it states that day; an older certificate's due date is its own
 * calibration day plus the product's interval. A certificate filed without a date states none.
 */
function datesOf(found: {
  certificateCalibratedOn: string | null;
  unitCalibratedOn: string | null;
  unitDueOn: string | null;
  intervalMonths: number | null;
}): { calibratedOn: string | null; calibrationDueOn: string | null } {
  const day = found.certificateCalibratedOn;
  if (day === null) return { calibratedOn: null, calibrationDueOn: null };
  if (day === found.unitCalibratedOn) return { calibratedOn: found.unitCalibratedOn, calibrationDueOn: found.unitDueOn };
  return { calibratedOn: day, calibrationDueOn: found.intervalMonths === null ? null : addMonths(day, found.intervalMonths) };
}
