import { recoveryCodesResponse, twoFactorCodeInput, twoFactorDisableInput, twoFactorSetup } from "../../../shared/contracts/staff";
import { messageResponse } from "../../../shared/contracts/users";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { conflict } from "../../lib/errors";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from "./two-factor.service";

/** TOTP two-factor sign-in for staff and owners; reachable before the set-up that ADMIN_REQUIRE_2FA asks for. */
export function twoFactorRoutes(app: AppInstance, deps: AppDeps): void {
  const adminSession = { onRequest: deps.guards.requireAdminSession };

  app.post("/api/admin/2fa/setup", { ...adminSession, schema: { response: { 200: twoFactorSetup } } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await setupTwoFactor(deps.db, userOf(request))),
  );

  app.post(
    "/api/admin/2fa/enable",
    { ...adminSession, schema: { body: twoFactorCodeInput, response: { 200: recoveryCodesResponse } } },
    async (request, reply) => {
      const recoveryCodes = await enableTwoFactor(deps.db, userOf(request), request.body.code, deps.config.LOGIN_MAX_FAILURES);
      return reply.header("cache-control", "no-store").send({ recoveryCodes });
    },
  );

  app.post(
    "/api/admin/2fa/disable",
    { ...adminSession, schema: { body: twoFactorDisableInput, response: { 200: messageResponse } } },
    async (request) => {
      if (deps.config.ADMIN_REQUIRE_2FA) throw conflict("Two-factor sign-in is required for every admin account on this shop");
      await disableTwoFactor(deps.db, userOf(request), request.body, deps.config.LOGIN_MAX_FAILURES);
      return { message: "Two-factor sign-in is off" };
    },
  );
}
