import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRoles } from "../../../shared/contracts/users";
import { paymentTermsList } from "../../../shared/contracts/institutional";
import { staffPermissions } from "../../../shared/contracts/permissions";
import { inList, subsetOf } from "../in-list";

export const sessionDoors = ["customer", "admin"] as const;
export type SessionDoor = (typeof sessionDoors)[number];

/** Customers who buy at a percent off the list price (extensions §8), e.g. Education 10 %, Distributor 25 %. */
export const customerGroups = pgTable(
  "customer_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_groups_name_idx").on(sql`lower(${t.name})`),
    check("customer_groups_discount_percent_check", sql`${t.discountPercent} > 0 and ${t.discountPercent} < 100`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    /** A customer's address may be unverified (and shared by several accounts); staff and owners sign in with theirs. */
    email: text("email"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The display name of a staff member or owner. */
    name: text("name"),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: userRoles }).notNull().default("customer"),
    /** RFC 6238 secret (base32) once two-factor sign-in is on; the pending one while it is being set up. */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is accepted once, never replayed. */
    totpLastStep: integer("totp_last_step"),
    /** "card" (pay at checkout) or "net30" (may be invoiced; extensions §4), set by the admin. */
    paymentTerms: text("payment_terms", { enum: paymentTermsList }).notNull().default("card"),
    /**
     * The account holds at least one approved tax-exemption certificate: the checkout looks the
     * certificates up only then (the session already loads this row), so ordinary checkouts pay nothing.
     */
    taxExemptionApproved: boolean("tax_exemption_approved").notNull().default(false),
    /**
     * What a staff member may do in the admin (extensions §11), read with the session's row on every
     * request, so a change applies at the next one. Owners hold every permission whatever this says;
     * none unless given (the owner's form starts a new staff member at catalog and orders).
     */
    permissions: text("permissions", { enum: staffPermissions })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The customer group whose prices a customer gets (extensions §8); null: list prices. */
    groupId: integer("group_id").references(() => customerGroups.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are compared after NFKC normalisation, in any case.
    uniqueIndex("users_username_nfkc_idx").on(sql`lower(normalize(${t.username}, NFKC))`),
    // Two namespaces: a verified address is unique among customers, and staff/owner addresses among themselves.
    uniqueIndex("users_customer_verified_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.role} = 'customer' and ${t.emailVerifiedAt} is not null`),
    uniqueIndex("users_staff_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.role} <> 'customer'`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", inList(t.role, userRoles)),
    check("users_payment_terms_check", inList(t.paymentTerms, paymentTermsList)),
    check("users_permissions_check", subsetOf(t.permissions, staffPermissions)),
  ],
);

/** The id is the sha-256 of the cookie's random token; the raw token is never stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * The sign-in door that made it: `customer` (POST /api/login) or `admin` (POST /api/admin/login,
     * with the second factor). A session counts only for an account of its door's kind.
     */
    door: text("door", { enum: sessionDoors }).notNull().default("customer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    check("sessions_door_check", inList(t.door, sessionDoors)),
  ],
);

/** Events counted by the abuse limits (failed logins, registrations, contact messages). */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_events_lookup_idx").on(t.bucket, t.key, t.createdAt)],
);
