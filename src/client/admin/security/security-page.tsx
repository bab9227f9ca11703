import { ShieldAlert } from "lucide-react";
import { usePageTitle } from "../../hooks/use-page-title";
import { useUser } from "../../lib/auth";
import { PasswordCard } from "../../components/password-card";
import { AdminPageHeader } from "../components/admin-page-header";
import { TwoFactorCard } from "./two-factor-card";

/** The signed-in staff member's own sign-in: two-factor sign-in and the password. */
export function SecurityPage() {
  usePageTitle("Admin Security");
  const { user } = useUser();
  return (
    <div>
      <AdminPageHeader title="Security" description={`How ${user?.email ?? "you"} signs in to the admin panel.`} />
      {user?.twoFactorSetupRequired ? (
        <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="alert">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          This shop requires two-factor sign-in for every admin account. Set it up below to open the rest of the admin panel.
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <TwoFactorCard />
        <PasswordCard />
      </div>
    </div>
  );
}
