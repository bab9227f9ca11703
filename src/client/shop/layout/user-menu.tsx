import { User as UserIcon } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { useUser } from "../../lib/auth";
import { lazyNamed } from "../../lib/lazy-page";

// The dropdown (Radix menu + positioning) is only downloaded for signed-in visitors.
const AccountDropdown = lazyNamed(() => import("./account-dropdown"), "AccountDropdown");

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-accent hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Logged in: the account menu. Logged out: a link to /auth. */
export function UserMenu() {
  const { user } = useUser();
  if (!user) {
    return (
      <Link to="/auth" aria-label="Login" className={iconButton}>
        <UserIcon className="h-5 w-5" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <button type="button" className={iconButton} aria-label="Account" disabled>
          <UserIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      }
    >
      <AccountDropdown user={user} />
    </Suspense>
  );
}
