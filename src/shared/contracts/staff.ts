import { z } from "zod";
import { DEFAULT_STAFF_PERMISSIONS, permissionList, staffPermission } from "./permissions";
import { emailInput } from "./users";

export const STAFF_ROLES = ["owner", "staff"] as const;

export const staffInput = z.object({
  email: emailInput,
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  role: z.enum(STAFF_ROLES, "Role must be owner or staff"),
  /** A staff member's permissions (extensions §11); an owner holds every one whatever is sent. */
  permissions: permissionList.default([...DEFAULT_STAFF_PERMISSIONS]),
});
export type StaffInput = z.infer<typeof staffInput>;
export type StaffFormValues = z.input<typeof staffInput>;

/** PUT /api/admin/staff/{id}: the whole set the staff member holds from now on. */
export const staffPermissionsInput = z.object({ permissions: permissionList });
export type StaffPermissionsInput = z.input<typeof staffPermissionsInput>;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  twoFactorEnabled: z.boolean(),
  /** What they may do; an owner's is every permission. */
  permissions: z.array(staffPermission),
  /** The owner from ADMIN_EMAIL: set by the server's configuration, never removed here. */
  configured: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

// ---- Two-factor sign-in (TOTP) ----

export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const twoFactorCodeInput = z.object({
  code: z.string().trim().min(1, "Enter the code from your authenticator app").max(40, "Code is too long"),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInput>;
/** POST /api/admin/2fa/disable: the account's password and a current or recovery code (extensions §11). */
export const twoFactorDisableInput = twoFactorCodeInput.extend({
  password: z.string().min(1, "Enter your password").max(200, "Password is too long"),
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInput>;
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

// ---- Activity log ----

export const fieldChange = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const activityEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), fieldChange),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const activityPage = z.object({ entries: z.array(activityEntry), total: z.number().int() });
export type ActivityPage = z.infer<typeof activityPage>;
