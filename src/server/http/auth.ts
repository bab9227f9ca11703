import type { FastifyReply, FastifyRequest } from "fastify";
import { hasPermission, permissionRefusal, staffPermissions, type StaffPermission } from "../../shared/contracts/permissions";
import type { Db } from "../db/client";
import { findSessionUser, SESSION_COOKIE } from "../domain/accounts/sessions.service";
import type { UserRow } from "../domain/accounts/users.mapper";
import { forbidden, unauthorized } from "../lib/errors";

declare module "fastify" {
  interface FastifyRequest {
    /** undefined until looked up; null when there is no valid session. */
    sessionUser?: UserRow | null;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Guards {
  /** Resolves the caller from the session cookie (cached on the request). */
  currentUser(request: FastifyRequest): Promise<UserRow | null>;
  requireUser: Guard;
  /** A signed-in customer (staff and owners do not buy or keep addresses). */
  requireCustomer: Guard;
  /**
   * An owner, or a staff member the owner gave `permission` (read from the session's row, so a change
   * applies at the next request), with two-factor sign-in set up when ADMIN_REQUIRE_2FA says so.
   * The same guard for the same permission every time (the API description recognises it).
   */
  requirePermission(permission: StaffPermission): Guard;
  /** The owner only: staff, tax rates, server logs, activity, settings. */
  requireOwner: Guard;
  /** Staff or owner even before the required two-factor set-up: only the set-up routes use it. */
  requireAdminSession: Guard;
}

export const isAdminUser = (user: Pick<UserRow, "role">): boolean => user.role === "staff" || user.role === "owner";

/** ADMIN_REQUIRE_2FA is on and this staff member or owner has not set up two-factor sign-in yet. */
export const mustSetUpTwoFactor = (user: UserRow, requireTwoFactor: boolean): boolean =>
  requireTwoFactor && isAdminUser(user) && !user.totpEnabledAt;

export function createGuards(db: Db, options: { requireTwoFactor: boolean }): Guards {
  async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
    if (request.sessionUser !== undefined) return request.sessionUser;
    const token = sessionToken(request);
    request.sessionUser = token ? await findSessionUser(db, token) : null;
    return request.sessionUser;
  }
  async function signedIn(request: FastifyRequest): Promise<UserRow> {
    const user = await currentUser(request);
    if (!user) throw unauthorized();
    return user;
  }
  async function adminSession(request: FastifyRequest): Promise<UserRow> {
    const user = await signedIn(request);
    if (!isAdminUser(user)) throw forbidden("Admin access required");
    return user;
  }
  async function admin(request: FastifyRequest): Promise<UserRow> {
    const user = await adminSession(request);
    if (mustSetUpTwoFactor(user, options.requireTwoFactor)) throw forbidden("Set up two-factor sign-in first");
    return user;
  }
  const permissionGuards = new Map<StaffPermission, Guard>(
    staffPermissions.map((permission) => [
      permission,
      async (request) => {
        const user = await admin(request);
        if (!hasPermission(user, permission)) throw forbidden(permissionRefusal(permission));
      },
    ]),
  );
  return {
    currentUser,
    requirePermission: (permission) => permissionGuards.get(permission)!,
    async requireUser(request) {
      await signedIn(request);
    },
    async requireCustomer(request) {
      const user = await signedIn(request);
      if (user.role !== "customer") throw forbidden("This is for customer accounts. Please sign in with a customer account.");
    },
    async requireOwner(request) {
      const user = await admin(request);
      if (user.role !== "owner") throw forbidden("Only the owner may do this");
    },
    async requireAdminSession(request) {
      await adminSession(request);
    },
  };
}

/** The raw session token from the `sid` cookie (cookies are parsed on demand, not per request). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return request.server.parseCookie(header)[SESSION_COOKIE];
}

/** The user of a route guarded by requireUser, requirePermission or requireOwner. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
