import { usePageTitle } from "../../hooks/use-page-title";
import { useUser } from "../../lib/auth";
import { AddressesCard } from "./addresses-card";
import { EmailCard } from "./email-card";
import { InstrumentsLinkCard } from "./instruments-link-card";
import { QuotesCard } from "./quotes-card";
import { TaxExemptionsCard } from "./tax-exemptions-card";
import { UnitRegistrationsCard } from "./unit-registrations-card";
import { PasswordCard } from "../../components/password-card";

/** /account: the customer's e-mail, password and saved addresses (spec §3), and the way to My Instruments. */
export function AccountPage() {
  usePageTitle("Your Account");
  const { user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Your Account</h1>
      <p className="mt-2 text-muted-foreground">
        Signed in as <span className="font-medium text-slate-900">{user.username}</span>
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="lg:col-span-2">
          <InstrumentsLinkCard />
        </div>
        <EmailCard user={user} />
        <PasswordCard />
        <div className="lg:col-span-2">
          <AddressesCard />
        </div>
        <div className="lg:col-span-2">
          <QuotesCard user={user} />
        </div>
        <div className="lg:col-span-2">
          <TaxExemptionsCard />
        </div>
        <div className="lg:col-span-2">
          <UnitRegistrationsCard />
        </div>
      </div>
    </div>
  );
}
