import type { FastifyRequest } from "fastify";
import {
  emailChangeInput,
  messageResponse,
  PASSWORD_RESET_REQUESTED,
  passwordChangeInput,
  passwordResetConfirm,
  passwordResetConfirmed,
  passwordResetRequest,
  user,
  verifyEmailInput,
  verifyEmailResponse,
} from "../../../shared/contracts/users";
import type { AppDeps, AppInstance } from "../../app-types";
import { isAdminUser, sessionToken, userOf } from "../../http/auth";
import type { LinkContext } from "../../domain/accounts/account-links";
import { changeEmail, verifyEmail } from "./email.service";
import { changePassword, confirmPasswordReset, requestPasswordReset } from "./password.service";
import { toUserDto } from "../../domain/accounts/users.mapper";

/** E-mail verification, password reset and change (spec §3). Tokens come in bodies, never in logged URLs. */
export function accountSecurityRoutes(app: AppInstance, deps: AppDeps): void {
  const { db, config, guards } = deps;
  const linkContext = (request: FastifyRequest): LinkContext => ({
    db,
    mailWorker: deps.mailWorker,
    log: request.log,
    origin: deps.publicOrigin(request),
  });
  const signedIn = { onRequest: guards.requireUser };

  app.post("/api/user/email", { ...signedIn, schema: { body: emailChangeInput, response: { 200: user } } }, async (request) => {
    const row = await changeEmail(linkContext(request), userOf(request), request.body.email);
    return toUserDto(row, config.ADMIN_REQUIRE_2FA);
  });

  // The token is the permission: the link may be opened where the account is not signed in.
  app.post("/api/user/email/verify", { schema: { body: verifyEmailInput, response: { 200: verifyEmailResponse } } }, async (request) => {
    const { email } = await verifyEmail(db, request.body.token);
    return { message: "Your e-mail address is verified", email };
  });

  app.post(
    "/api/user/password",
    { ...signedIn, schema: { body: passwordChangeInput, response: { 200: messageResponse } } },
    async (request) => {
      await changePassword(db, userOf(request), request.body, sessionToken(request), config.LOGIN_MAX_FAILURES);
      return { message: "Password changed. Every other session of this account has been signed out." };
    },
  );

  app.post(
    "/api/password-reset/request",
    { schema: { body: passwordResetRequest, response: { 202: messageResponse } } },
    async (request, reply) => {
      await requestPasswordReset(linkContext(request), request.body.login, request.ip, {
        perIpPerHour: config.PASSWORD_RESET_MAX_PER_HOUR,
        perAccountPerHour: config.PASSWORD_RESET_MAX_PER_ACCOUNT_PER_HOUR,
      });
      return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED });
    },
  );

  app.post(
    "/api/password-reset/confirm",
    { schema: { body: passwordResetConfirm, response: { 200: passwordResetConfirmed } } },
    async (request) => {
      const row = await confirmPasswordReset(db, request.body.token, request.body.password);
      return {
        message: "Your password is set. Sign in with it now.",
        signInPath: isAdminUser(row) ? "/bmivopcf" : "/auth",
      };
    },
  );
}
