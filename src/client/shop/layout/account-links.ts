import { Gauge, History, type LucideIcon, UserCog } from "lucide-react";
import type { NavItem } from "./nav-links";

export interface AccountLink extends NavItem {
  icon: LucideIcon;
  /** Marked current on its own path only, not on the pages below it. */
  end?: boolean;
}

/**
 * A signed-in customer's own pages, for the account menu and the mobile menu (never for staff). Kept out of
 * nav-links.ts so that their icons load with those menus, not with every page's header.
 */
export const ACCOUNT_LINKS: AccountLink[] = [
  { to: "/orders", label: "Order History", icon: History },
  { to: "/account/instruments", label: "My Instruments", icon: Gauge },
  { to: "/account", label: "Account", icon: UserCog, end: true },
];
