import { z } from "zod";
import { emailInput } from "./users";

export const STAFF_ROLES = ["owner", "staff"] as const;

export const staffInput = z.object({
  email: emailInput,
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  role: z.enum(STAFF_ROLES, "Role must be owner or staff"),
});
export type StaffInput = z.infer<typeof staffInput>;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  twoFactorEnabled: z.boolean(),
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
