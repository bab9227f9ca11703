import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { findSessionUser, SESSION_COOKIE } from "../domain/accounts/sessions.service";
import type { UserRow } from "../domain/accounts/users.mapper";
import { forbidden, unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** undefined until looked up; null when there is no valid session. */
    sessionUser?: UserRow | null;
  }
}

export interface Guards {
  /** Resolves the caller from the session cookie (cached on the request). */
  currentUser(request: FastifyRequest): Promise<UserRow | null>;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createGuards(db: Db): Guards {
  async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
    if (request.sessionUser !== undefined) return request.sessionUser;
    const token = sessionToken(request);
    request.sessionUser = token ? await findSessionUser(db, token) : null;
    return request.sessionUser;
  }
  return {
    currentUser,
    async requireUser(request) {
      if (!(await currentUser(request))) throw unauthorized();
    },
    async requireAdmin(request) {
      const user = await currentUser(request);
      if (!user) throw unauthorized();
      if (user.role !== "admin") throw forbidden("Admin access required");
    },
  };
}

/** The raw session token from the `sid` cookie (cookies are parsed on demand, not per request). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return request.server.parseCookie(header)[SESSION_COOKIE];
}

/** The user of a route guarded by requireUser/requireAdmin. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
