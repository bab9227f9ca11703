import { LogOut, User as UserIcon } from "lucide-react";
import { Link } from "react-router";
import type { User } from "../../../shared/contracts/users";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { isAdminRole } from "../../lib/auth";
import { ACCOUNT_LINKS } from "./account-links";
import { useLogoutAction } from "./use-logout-action";

export const accountButtonClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-accent hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-accent";

/** The logged-in user's menu: username, Order History, My Instruments and Account (not for staff) and Logout. Loaded only for signed-in visitors. */
export function AccountDropdown({ user }: { user: User }) {
  const { logout } = useLogoutAction();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={accountButtonClass} aria-label="Account">
        <UserIcon className="h-5 w-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-normal">
          <span className="block text-xs text-muted-foreground">Signed in as</span>
          <span className="block truncate font-semibold" data-testid="user-menu-username">
            {user.username}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!isAdminRole(user.role)
          ? ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </DropdownMenuItem>
            ))
          : null}
        <DropdownMenuItem onSelect={logout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
