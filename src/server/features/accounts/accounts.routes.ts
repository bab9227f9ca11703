import type { FastifyReply, FastifyRequest } from "fastify";
import { adminLoginInput, loginInput, messageResponse, registerInput, user } from "../../../shared/contracts/users";
import type { AppDeps, AppInstance } from "../../app-types";
import { sessionToken } from "../../http/auth";
import { unauthorized } from "../../lib/errors";
import * as accounts from "./accounts.service";
import { sendVerificationLink } from "./email.service";
import { adminLogin, login } from "./login.service";
import { createSession, deleteSession, SESSION_COOKIE } from "../../domain/accounts/sessions.service";
import { customerGroupOf, toUserDto, type UserRow } from "../../domain/accounts/users.mapper";
import { SIGNED_IN_COOKIE } from "../../../shared/session-hint";

export function accountsRoutes(app: AppInstance, deps: AppDeps): void {
  const { db, config, guards } = deps;
  const limits = { loginMaxFailures: config.LOGIN_MAX_FAILURES, loginMaxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT };
  // A customer in a group sees its price beside the list price (extensions §8): one more query only for such a customer.
  const dto = async (row: UserRow) => toUserDto(row, config.ADMIN_REQUIRE_2FA, await customerGroupOf(db, row));

  /** Login rotates the session: the old one (if any) is deleted and a new cookie is set. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, row: UserRow) {
    const previous = sessionToken(request);
    if (previous) await deleteSession(db, previous);
    const { token, expiresAt } = await createSession(db, row, config.SESSION_TTL_DAYS);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: deps.isHttps(request),
      expires: expiresAt,
    });
    // Readable by scripts, holds nothing secret: the storefront asks /api/user only when it is set.
    reply.setCookie(SIGNED_IN_COOKIE, "1", { sameSite: "lax", path: "/", secure: deps.isHttps(request), expires: expiresAt });
    request.sessionUser = row;
    return dto(row);
  }

  app.get("/api/user", { schema: { response: { 200: user } } }, async (request, reply) => {
    const row = await guards.currentUser(request);
    if (!row) throw unauthorized();
    return reply.header("cache-control", "no-store").send(await dto(row));
  });

  // The account is created whatever the e-mail: no answer says whether an address is in use.
  app.post("/api/register", { schema: { body: registerInput, response: { 201: user } } }, async (request, reply) => {
    const row = await accounts.register(db, request.body, request.ip, config.REGISTER_MAX_PER_HOUR);
    if (row.email) {
      sendVerificationLink({ db, mailWorker: deps.mailWorker, log: request.log, origin: deps.publicOrigin(request) }, row, row.email);
    }
    return reply.code(201).send(await startSession(request, reply, row));
  });

  app.post("/api/login", { schema: { body: loginInput, response: { 200: user } } }, async (request, reply) => {
    const row = await login(db, request.body, request.ip, limits);
    return startSession(request, reply, row);
  });

  app.post("/api/admin/login", { schema: { body: adminLoginInput, response: { 200: user } } }, async (request, reply) => {
    const row = await adminLogin(db, request.body, request.ip, limits);
    return startSession(request, reply, row);
  });

  app.post("/api/logout", { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    reply.clearCookie(SIGNED_IN_COOKIE, { path: "/" });
    return { message: "Logged out" };
  });
}
