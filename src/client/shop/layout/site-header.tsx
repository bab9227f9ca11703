import { Search } from "lucide-react";
import { Link, NavLink } from "react-router";
import { isAdminRole, useUser } from "../../lib/auth";
import { cn } from "../../lib/utils";
import { CartButton } from "./cart-button";
import { CurrencyPicker } from "./currency-picker";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "../../components/search-box";
import { ADMIN_LINK, NAV_LINKS } from "./nav-links";
import { UserMenu } from "./user-menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "text-primary" : "text-slate-600",
  );

export function SiteHeader() {
  const { user } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-1">
          <MobileMenu />
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && isAdminRole(user.role) ? (
              <li>
                <NavLink to={ADMIN_LINK.to} className={(state) => cn(linkClass(state), "font-semibold text-primary")}>
                  {ADMIN_LINK.label}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <SearchBox id="header-search" label="Search the shop" className="mr-1 hidden w-40 xl:flex 2xl:w-52" />
          <Link
            to="/search"
            aria-label="Search"
            className="hidden h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-accent hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:inline-flex xl:hidden"
          >
            <Search className="h-5 w-5" aria-hidden="true" />
          </Link>
          {/* On a phone the choice is in the menu panel. */}
          <CurrencyPicker id="header-currency" className="hidden sm:flex" />
          <UserMenu />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
