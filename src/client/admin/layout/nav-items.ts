import {
  BadgePercent,
  Building2,
  FileSignature,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Percent,
  ShieldCheck,
  ShoppingCart,
  Users,
} from "lucide-react";
import type { UserRole } from "../../../shared/contracts/users";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Staff manage the catalog and orders; these pages are the owner's (spec §3). */
  ownerOnly?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/categories", label: "Categories", icon: FolderTree },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/orders", label: "Orders", icon: ShoppingCart },
  { to: "/admin/quotes", label: "Quotes", icon: FileSignature },
  { to: "/admin/customers", label: "Customers", icon: Building2 },
  { to: "/admin/tax-exemptions", label: "Tax Exemptions", icon: BadgePercent },
  { to: "/admin/tax-rates", label: "Tax Rates", icon: Percent, ownerOnly: true },
  { to: "/admin/logs", label: "Server Logs", icon: FileText, ownerOnly: true },
  { to: "/admin/staff", label: "Staff", icon: Users, ownerOnly: true },
  { to: "/admin/activity", label: "Activity", icon: History, ownerOnly: true },
  { to: "/admin/security", label: "Security", icon: ShieldCheck },
];

/** The links a role sees. */
export function navItemsFor(role: UserRole | undefined): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => !item.ownerOnly || role === "owner");
}

/** A link is active when the path equals it or continues below it ("/admin/orders/…"), never on a mere prefix ("/admin/orders-old"). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
