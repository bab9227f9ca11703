import {
  BadgePercent,
  Building2,
  Cpu,
  FileSignature,
  FileText,
  FolderTree,
  Fingerprint,
  Handshake,
  History,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Percent,
  Settings,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Tag,
  Users,
  Webhook,
  Wrench,
} from "lucide-react";
import type { PermissionHolder } from "../../../shared/contracts/permissions";
import { mayOpen, type PageAccess } from "../lib/permissions";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  access: PageAccess;
}

// The dashboard is everyone's landing page; its figures need the orders permission (it says so without it).
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, access: "everyone" },
  { to: "/admin/categories", label: "Categories", icon: FolderTree, access: "catalog" },
  { to: "/admin/products", label: "Products", icon: Package, access: "catalog" },
  { to: "/admin/orders", label: "Orders", icon: ShoppingCart, access: "orders" },
  { to: "/admin/quotes", label: "Quotes", icon: FileSignature, access: "orders" },
  { to: "/admin/screening", label: "Screening List", icon: ShieldAlert, access: "orders" },
  { to: "/admin/customers", label: "Customers", icon: Building2, access: "customers" },
  { to: "/admin/customer-groups", label: "Customer Groups", icon: Handshake, access: "customers" },
  { to: "/admin/discounts", label: "Discounts", icon: Tag, access: "discounts" },
  { to: "/admin/tax-exemptions", label: "Tax Exemptions", icon: BadgePercent, access: "customers" },
  { to: "/admin/units", label: "Units", icon: Cpu, access: "service" },
  { to: "/admin/service", label: "Service", icon: Wrench, access: "service" },
  { to: "/admin/unit-registrations", label: "Registrations", icon: Fingerprint, access: "customers" },
  { to: "/admin/tax-rates", label: "Tax Rates", icon: Percent, access: "owner" },
  { to: "/admin/logs", label: "Server Logs", icon: FileText, access: "owner" },
  { to: "/admin/staff", label: "Staff", icon: Users, access: "owner" },
  { to: "/admin/activity", label: "Activity", icon: History, access: "owner" },
  { to: "/admin/webhooks", label: "Webhooks", icon: Webhook, access: "owner" },
  // Currency rates are prices (decision 0072); the screening-list import will be here too.
  { to: "/admin/settings", label: "Settings", icon: Settings, access: "catalog" },
  { to: "/admin/security", label: "Security", icon: ShieldCheck, access: "everyone" },
];

/** The links a staff member or owner sees: only the pages they may use. */
export function navItemsFor(user: PermissionHolder | null): AdminNavItem[] {
  return ADMIN_NAV_ITEMS.filter((item) => mayOpen(user, item.access));
}

/** A link is active when the path equals it or continues below it ("/admin/orders/…"), never on a mere prefix ("/admin/orders-old"). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
