import { z } from "zod";
import { EMAIL_DOC, money } from "./common";
import { staffPermission } from "./permissions";

/** Who may do what: customers buy; staff do what the owner permits (permissions.ts); owners also manage staff, tax and logs. */
export const userRoles = ["customer", "staff", "owner"] as const;
export const userRole = z.enum(userRoles);
export type UserRole = z.infer<typeof userRole>;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Display name of a staff member or owner; null for customers. */
  name: z.string().nullable(),
  role: userRole,
  /** Staff and owners: two-factor sign-in is on. */
  twoFactorEnabled: z.boolean(),
  /** ADMIN_REQUIRE_2FA is set and this staff member or owner has not set it up yet: nothing else works until they do. */
  twoFactorSetupRequired: z.boolean(),
  /** Staff and owners: what they may do in the admin (an owner holds all of them; extensions §11). */
  permissions: z.array(staffPermission).optional(),
  /** A customer's payment terms (extensions §4): "net30" may be invoiced. */
  paymentTerms: z.enum(["card", "net30"]).optional(),
  /** A customer's group (extensions §8): its percent off the list price, shown beside the list price in the cart and checkout. */
  customerGroup: z.object({ id: z.number().int(), name: z.string(), discountPercent: money }).nullable().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

/** POST /api/logout */
export const logoutResponse = z.object({ message: z.string() });

/** Zero-width, direction, other format and control characters: invisible, and used to disguise names. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Usernames are compared (and stored) in Unicode NFKC form: full-width "ａｄａ" is "ada". */
export const normalizeUsername = (value: string): string => value.normalize("NFKC").trim();

export const emailInput = z.string().trim().max(200, "Email is too long").pipe(z.email("Invalid email address")).meta(EMAIL_DOC);

export const loginInput = z.object({
  username: z.string().transform(normalizeUsername).pipe(z.string().min(1, "Username is required").max(100, "Username is too long")),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginInput>;

export const newPassword = z.string().min(8, "Password must be at least 8 characters").max(200, "Password is too long");

export const registerInput = z.object({
  // Printable text up to 50 characters keeps a name displayable everywhere; invisible characters could disguise it.
  username: z
    .string()
    .transform(normalizeUsername)
    .pipe(
      z
        .string()
        .min(1, "Username is required")
        .max(50, "Username must be at most 50 characters")
        .refine((value) => !INVISIBLE.test(value), "Username must not contain invisible, direction or control characters"),
    ),
  password: newPassword,
  email: emailInput.optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const adminLoginInput = z.object({
  email: z.string().trim().min(1, "Email is required").max(200, "Email is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
  /** The authenticator app's current code or an unused recovery code, once two-factor sign-in is on. */
  code: z.string().trim().max(40, "Code is too long").optional(),
});
export type AdminLoginInput = z.input<typeof adminLoginInput>;

/** The 401 message of a correct admin password without a code: the login form then asks for the code. */
export const TWO_FACTOR_REQUIRED_MESSAGE = "Enter the code from your authenticator app";

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

const token = z.string().trim().min(1, "token is required").max(200, "token is too long");

export const emailChangeInput = z.object({ email: emailInput });
export const verifyEmailInput = z.object({ token });
export const verifyEmailResponse = z.object({ message: z.string(), email: z.string() });

export const passwordResetRequest = z.object({
  login: z.string().trim().min(1, "Enter your username or e-mail address").max(200, "Username or e-mail is too long"),
});
export const passwordResetConfirm = z.object({ token, password: newPassword });
export const passwordResetConfirmed = z.object({ message: z.string(), signInPath: z.string() });
export const passwordChangeInput = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200, "Password is too long"),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** The one answer of every password-reset request, known login or not. */
export const PASSWORD_RESET_REQUESTED =
  "If that account has a verified e-mail address, a link to reset its password is on its way. It is valid for 60 minutes.";
