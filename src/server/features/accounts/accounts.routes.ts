import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { adminLoginInput, loginInput, registerInput, user } from "../../../shared/contracts/users";
import type { AppDeps, AppInstance } from "../../app-types";
import { sessionToken } from "../../http/auth";
import { unauthorized } from "../../http/errors";
import * as accounts from "./accounts.service";
import { createSession, deleteSession, SESSION_COOKIE } from "../../domain/accounts/sessions.service";
import { toUserDto, type UserRow } from "../../domain/accounts/users.mapper";

export function accountsRoutes(app: AppInstance, deps: AppDeps): void {
  const { db, config, guards } = deps;
  const limits = { loginMaxFailures: config.LOGIN_MAX_FAILURES, registerMaxPerHour: config.REGISTER_MAX_PER_HOUR };

  /** Login rotates the session: the old one (if any) is deleted and a new cookie is set. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, row: UserRow) {
    const previous = sessionToken(request);
    if (previous) await deleteSession(db, previous);
    const { token, expiresAt } = await createSession(db, row.id, config.SESSION_TTL_DAYS);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: deps.isHttps(request),
      expires: expiresAt,
    });
    request.sessionUser = row;
    return toUserDto(row);
  }

  app.get("/api/user", { schema: { response: { 200: user } } }, async (request) => {
    const row = await guards.currentUser(request);
    if (!row) throw unauthorized();
    return toUserDto(row);
  });

  app.post("/api/register", { schema: { body: registerInput, response: { 201: user } } }, async (request, reply) => {
    const row = await accounts.register(db, request.body, request.ip, limits);
    const dto = await startSession(request, reply, row);
    return reply.code(201).send(dto);
  });

  app.post("/api/login", { schema: { body: loginInput, response: { 200: user } } }, async (request, reply) => {
    const row = await accounts.login(db, request.body, request.ip, limits);
    return startSession(request, reply, row);
  });

  app.post("/api/admin/login", { schema: { body: adminLoginInput, response: { 200: user } } }, async (request, reply) => {
    const row = await accounts.adminLogin(db, request.body, request.ip, limits);
    return startSession(request, reply, row);
  });

  app.post("/api/logout", { schema: { response: { 200: z.object({ message: z.string() }) } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { message: "Logged out" };
  });
}
