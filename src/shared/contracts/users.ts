import { z } from "zod";

export const userRoles = ["customer", "admin"] as const;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(userRoles),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

/** POST /api/logout */
export const logoutResponse = z.object({ message: z.string() });

export const loginInput = z.object({
  username: z.string().trim().min(1, "Username is required").max(100, "Username is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  // The spec asks only for a username; printable text up to 50 characters keeps it displayable everywhere.
  username: z
    .string()
    .trim()
    .min(1, "Username is required")
    .max(50, "Username must be at most 50 characters")
    .regex(/^[^\p{Cc}]+$/u, "Username must not contain control characters"),
  password: z.string().min(8, "Password must be at least 8 characters").max(200, "Password is too long"),
  email: z.email("Invalid email address").max(200).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const adminLoginInput = z.object({
  email: z.string().trim().min(1, "Email is required").max(200, "Email is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});
export type AdminLoginInput = z.infer<typeof adminLoginInput>;
