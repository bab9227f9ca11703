import { LayoutDashboard, LogIn, LogOut } from "lucide-react";
import type { RefObject } from "react";
import { NavLink } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { isAdminRole, useUser } from "../../lib/auth";
import { cn } from "../../lib/utils";
import { ACCOUNT_LINKS } from "./account-links";
import { CurrencyPicker } from "./currency-picker";
import { LogoMark } from "./logo";
import { SearchBox } from "../../components/search-box";
import { ADMIN_LINK, NAV_LINKS } from "./nav-links";
import { useLogoutAction } from "./use-logout-action";

const itemClass =
  "flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-accent hover:text-slate-900";

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: the panel has no Radix trigger, so it is told where the focus goes back on closing. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** The slide-out panel with the header's links, Order History, My Instruments and Logout or Login. */
export function MobileMenuSheet({ open, onOpenChange, returnFocus }: MobileMenuSheetProps) {
  const { user } = useUser();
  const { logout } = useLogoutAction();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close menu"
        className="max-w-[85vw]"
        id="mobile-menu"
        onCloseAutoFocus={(event) => {
          if (!returnFocus.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <LogoMark className="h-7 w-7" />
            Menu
          </SheetTitle>
          <SheetDescription className={user ? undefined : "sr-only"}>
            {user ? `Signed in as ${user.username}` : "Site navigation"}
          </SheetDescription>
        </SheetHeader>
        <SearchBox id="menu-search" label="Search the shop" className="mx-3 mt-4" onSearch={close} />
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={close}
                  className={({ isActive }) => cn(itemClass, isActive && "bg-accent text-primary")}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && isAdminRole(user.role) ? (
              <li>
                <NavLink to={ADMIN_LINK.to} onClick={close} className={itemClass}>
                  <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
                  {ADMIN_LINK.label}
                </NavLink>
              </li>
            ) : null}
          </ul>
          <div className="mt-4 border-t pt-4">
            <ul className="space-y-1">
              {user && !isAdminRole(user.role)
                ? ACCOUNT_LINKS.map(({ to, label, icon: Icon, end }) => (
                    <li key={to}>
                      <NavLink
                        to={to}
                        end={end}
                        onClick={close}
                        className={({ isActive }) => cn(itemClass, isActive && "bg-accent text-primary")}
                      >
                        <Icon className="h-5 w-5" aria-hidden="true" />
                        {label}
                      </NavLink>
                    </li>
                  ))
                : null}
              <li>
                {user ? (
                  <button
                    type="button"
                    className={cn(itemClass, "w-full")}
                    onClick={() => {
                      close();
                      logout();
                    }}
                  >
                    <LogOut className="h-5 w-5" aria-hidden="true" />
                    Logout
                  </button>
                ) : (
                  <NavLink to="/auth" onClick={close} className={itemClass}>
                    <LogIn className="h-5 w-5" aria-hidden="true" />
                    Login
                  </NavLink>
                )}
              </li>
            </ul>
          </div>
          <CurrencyPicker
            id="menu-currency"
            className="mt-4 flex justify-between border-t px-3 pt-4"
            labelClassName="text-base font-medium text-slate-700"
          />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
