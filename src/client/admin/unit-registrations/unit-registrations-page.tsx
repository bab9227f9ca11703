import { useQuery } from "@tanstack/react-query";
import { Fingerprint } from "lucide-react";
import { adminUnitRegistrationList } from "../../../shared/contracts/units";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { ItemList, type ItemListSpec } from "../components/item-list";
import { ADMIN_UNIT_REGISTRATIONS_KEY } from "../lib/admin-keys";
import { RegistrationItem } from "./registration-item";

const registrationListSpec: ItemListSpec = {
  label: "Registrations",
  empty: { icon: Fingerprint, text: "No registrations yet." },
};

/** Admin › Registrations (extensions §7): instruments customers bought from distributors, to approve or reject. */
export function UnitRegistrationsPage() {
  usePageTitle("Admin Registrations");
  const list = useQuery({ queryKey: ADMIN_UNIT_REGISTRATIONS_KEY, queryFn: getQueryFn(adminUnitRegistrationList) });
  return (
    <div>
      <AdminPageHeader
        title="Instrument Registrations"
        description="Customers register instruments bought from distributors. Approving makes the unit theirs (a serial another customer owns is never handed over); reject with a reason they will read."
      />
      <ItemList spec={registrationListSpec} query={list}>
        {(item) => <RegistrationItem key={item.id} item={item} />}
      </ItemList>
    </div>
  );
}
