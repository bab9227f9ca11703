import { certificateVerification, certificateVerifyQuery } from "../../../shared/contracts/units";
import type { AppDeps, AppInstance } from "../../app-types";
import { registerCalibrationReminders } from "./calibration-reminder-job";
import { verifyCertificate } from "./certificate-verify.service";

/** Calibration certificates (extensions §7): the public check for auditors, and the reminders before a calibration is due. */
export function certificatesRoutes(app: AppInstance, deps: AppDeps): void {
  const ctx = { db: deps.db, maxPerHour: deps.config.CERTIFICATE_VERIFY_MAX_PER_HOUR };

  // Public, no account: the answer depends on the query and the caller's limit, so no cache may keep it.
  app.get(
    "/api/certificates/verify",
    { schema: { querystring: certificateVerifyQuery, response: { 200: certificateVerification } } },
    async (request, reply) => reply.header("cache-control", "no-store").send(await verifyCertificate(ctx, request.query, request.ip)),
  );

  registerCalibrationReminders(app, deps);
}
