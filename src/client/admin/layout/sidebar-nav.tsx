import { LogOut } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useUser } from "../../lib/auth";
import { cn } from "../../lib/utils";
import { isNavActive, navItemsFor } from "./nav-items";
import { useAdminLogout } from "./use-admin-logout";

interface SidebarNavProps {
  /** Icons only, names in tooltips (the 3rem rail). */
  collapsed: boolean;
  onNavigate?: () => void;
}

const itemClass =
  "flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0";

export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const logout = useAdminLogout();
  const { user } = useUser();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label="Admin" className={cn("flex-1 overflow-y-auto py-3", collapsed ? "px-1.5" : "px-3")}>
        <ul className="grid gap-1">
          {navItemsFor(user).map(({ to, label, icon: Icon }) => {
            const active = isNavActive(pathname, to);
            return (
              <li key={to}>
                <Link
                  to={to}
                  title={collapsed ? label : undefined}
                  aria-current={active ? "page" : undefined}
                  onClick={onNavigate}
                  className={cn(
                    itemClass,
                    collapsed && "justify-center px-0",
                    active ? "bg-primary/10 text-primary" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                  )}
                >
                  <Icon aria-hidden="true" />
                  <span className={cn(collapsed && "sr-only")}>{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={cn("border-t py-3", collapsed ? "px-1.5" : "px-3")}>
        <button
          type="button"
          title={collapsed ? "Logout" : undefined}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
          className={cn(
            itemClass,
            collapsed && "justify-center px-0",
            "text-slate-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-50",
          )}
        >
          <LogOut aria-hidden="true" />
          <span className={cn(collapsed && "sr-only")}>Logout</span>
        </button>
      </div>
    </div>
  );
}
