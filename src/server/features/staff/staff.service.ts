import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { permissionsOf, type StaffPermission } from "../../../shared/contracts/permissions";
import type { StaffInput, StaffMember } from "../../../shared/contracts/staff";
import { users } from "../../db/schema/users";
import { allFields, recordActivity } from "../../domain/activity/record-activity";
import { conflict, notFound } from "../../lib/errors";
import { staffInviteMail } from "../../domain/accounts/account-mail";
import { hashPassword, isUniqueViolation, OWNER_USERNAME } from "../../domain/accounts/credentials";
import { pageLink, sendInBackground, type LinkContext } from "../../domain/accounts/account-links";
import { issueToken } from "../../domain/accounts/tokens.service";
import type { UserRow } from "../../domain/accounts/users.mapper";

const ADMIN_ROLES = ["owner", "staff"] as const;

function toStaffDto(row: UserRow): StaffMember {
  return {
    id: row.id,
    email: row.email ?? "",
    name: row.name,
    role: row.role === "owner" ? "owner" : "staff",
    twoFactorEnabled: row.totpEnabledAt !== null,
    permissions: permissionsOf(row),
    configured: row.username === OWNER_USERNAME,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Owners first, then by when they were added. */
export async function listStaff(db: LinkContext["db"]): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...ADMIN_ROLES]))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.createdAt), asc(users.id));
  return rows.map(toStaffDto);
}

/**
 * Adds a staff member (or another owner) and mails a single-use link to set a password.
 * Until then the account has a random password nobody knows. Its username is random too:
 * staff sign in by e-mail, and a username made from the address would let anyone find staff
 * addresses by trying to register them.
 */
export async function addStaff(ctx: LinkContext, actor: UserRow, input: StaffInput): Promise<StaffMember> {
  const email = input.email.trim();
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  let row: UserRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: `staff-${randomBytes(6).toString("hex")}`,
          email,
          name: input.name,
          role: input.role,
          passwordHash,
          permissions: input.permissions,
        })
        .returning();
      await recordActivity(tx, actor, {
        action: "staff.create",
        entityType: "user",
        entityId: created!.id,
        summary: `Added ${input.role} ${input.name} <${email}>`,
        changes: allFields({ email, name: input.name, role: input.role, permissions: permissionsOf(created!) }, "to"),
      });
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("A staff member or owner with this e-mail address already exists");
    throw error;
  }
  sendInBackground(ctx, "staff invitation", (queue) =>
    queue(async (tx) => {
      const token = await issueToken(tx, { userId: row.id, purpose: "staff_invite", email });
      return staffInviteMail(email, input.name, input.role, `${pageLink(ctx.origin, "/reset-password", token)}&welcome=1`);
    }),
  );
  return toStaffDto(row);
}

const OWNER_HOLDS_ALL = "An owner has every permission: only a staff member's permissions can be chosen.";

/**
 * PUT /api/admin/staff/{id}: the set the staff member holds from their next request on (the guards
 * read it with the session's row). An owner's cannot be chosen (409). An unchanged set records nothing.
 */
export async function setStaffPermissions(
  db: LinkContext["db"],
  actor: UserRow,
  id: number,
  permissions: StaffPermission[],
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...ADMIN_ROLES])))
      .for("update");
    if (!target) throw notFound("Staff member not found");
    if (target.role === "owner") throw conflict(OWNER_HOLDS_ALL);
    const before = permissionsOf(target);
    if (before.join() === permissions.join()) return toStaffDto(target);
    const [after] = await tx.update(users).set({ permissions }).where(eq(users.id, target.id)).returning();
    await recordActivity(tx, actor, {
      action: "staff.permissions",
      entityType: "user",
      entityId: target.id,
      summary: `Changed the permissions of ${target.name ?? "staff"} <${target.email ?? ""}> to ${permissions.join(", ") || "none"}`,
      changes: { permissions: { from: before, to: permissions } },
    });
    return toStaffDto(after!);
  });
}

/** Removes a staff member or another owner; their sessions end with the account. */
export async function removeStaff(db: LinkContext["db"], actor: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...ADMIN_ROLES])));
    if (!target) throw notFound("Staff member not found");
    if (target.id === actor.id) throw conflict("You cannot remove your own account");
    if (target.username === OWNER_USERNAME) {
      throw conflict("The owner from ADMIN_EMAIL is set by the server's configuration and cannot be removed here");
    }
    await tx.delete(users).where(eq(users.id, target.id));
    await recordActivity(tx, actor, {
      action: "staff.delete",
      entityType: "user",
      entityId: target.id,
      summary: `Removed ${target.role} ${target.name ?? ""} <${target.email ?? ""}>`.replace("  ", " "),
      changes: allFields({ email: target.email, name: target.name, role: target.role }, "from"),
    });
  });
}
