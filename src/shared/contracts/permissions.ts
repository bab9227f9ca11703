import { z } from "zod";

/** What the owner may give a staff member (extensions §11). Owners hold every one. */
export const staffPermissions = ["catalog", "orders", "refunds", "customers", "service", "discounts"] as const;
export type StaffPermission = (typeof staffPermissions)[number];
export const staffPermission = z.enum(staffPermissions, `Permission must be one of ${staffPermissions.join(", ")}`);

/** What a new staff member gets when the owner does not choose. */
export const DEFAULT_STAFF_PERMISSIONS: readonly StaffPermission[] = ["catalog", "orders"];

/** A chosen set: each permission once, in the list's order, so stored and shown sets compare equal. */
export const permissionList = z
  .array(staffPermission)
  .max(50, "permissions: too many entries")
  .transform((chosen) => staffPermissions.filter((permission) => chosen.includes(permission)));

/** The Staff page's words for each, and the end of the 403's "You do not have permission to ...". */
export const PERMISSION_INFO: Record<StaffPermission, { label: string; description: string; action: string }> = {
  catalog: { label: "Catalog", description: "Products and categories, their images and PDFs.", action: "manage the catalog" },
  orders: {
    label: "Orders",
    description: "Orders, shipments, quotes, invoices, Net 30 payments and the dashboard figures.",
    action: "manage orders",
  },
  refunds: {
    label: "Refunds",
    description: "Refunds, and cancelling an order whose payment is voided or given back.",
    action: "give money back",
  },
  customers: {
    label: "Customers",
    description: "Customer accounts: payment terms, tax exemptions, unit registrations.",
    action: "manage customer accounts",
  },
  service: {
    label: "Service",
    description: "Units by serial number, their certificates and factor files; repair, calibration and return requests (RMA).",
    action: "manage units and service",
  },
  discounts: {
    label: "Discounts",
    description: "Discount codes, and customer groups with their percent off the list price.",
    action: "manage discounts",
  },
};

export const permissionRefusal = (permission: StaffPermission): string =>
  `You do not have permission to ${PERMISSION_INFO[permission].action}. Ask the owner for it.`;

/** A user row or DTO: its role and, for staff, the permissions the owner gave. */
export interface PermissionHolder {
  role: string;
  permissions?: readonly string[] | null | undefined;
}

/** An owner holds every permission; a staff member those the owner gave; a customer none. */
export function permissionsOf(user: PermissionHolder): StaffPermission[] {
  if (user.role === "owner") return [...staffPermissions];
  if (user.role !== "staff") return [];
  const held = user.permissions ?? [];
  return staffPermissions.filter((permission) => held.includes(permission));
}

export const hasPermission = (user: PermissionHolder, permission: StaffPermission): boolean => permissionsOf(user).includes(permission);
