import { FileText, FolderTree, LayoutDashboard, type LucideIcon, Package, Percent, ShoppingCart } from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/categories", label: "Categories", icon: FolderTree },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/orders", label: "Orders", icon: ShoppingCart },
  { to: "/admin/tax-rates", label: "Tax Rates", icon: Percent },
  { to: "/admin/logs", label: "Server Logs", icon: FileText },
];

/** A link is active when the path equals it or continues below it ("/admin/orders/…"), never on a mere prefix ("/admin/orders-old"). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
