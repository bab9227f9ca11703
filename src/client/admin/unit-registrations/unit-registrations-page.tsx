import { Fingerprint } from "lucide-react";
import { adminUnitRegistrationList, type AdminUnitRegistration } from "../../../shared/contracts/units";
import { ItemListPage, type ItemListPageSpec } from "../components/item-list-page";
import { ADMIN_UNIT_REGISTRATIONS_KEY } from "../lib/admin-keys";
import { RegistrationItem } from "./registration-item";

const registrationsPage: ItemListPageSpec<AdminUnitRegistration> = {
  pageTitle: "Admin Registrations",
  title: "Instrument Registrations",
  description:
    "Customers register instruments bought from distributors. Approving makes the unit theirs (a serial another customer owns is never handed over); reject with a reason they will read.",
  queryKey: ADMIN_UNIT_REGISTRATIONS_KEY,
  contract: adminUnitRegistrationList,
  list: { label: "Registrations", empty: { icon: Fingerprint, text: "No registrations yet." } },
};

/** Admin › Registrations (extensions §7): instruments customers bought from distributors, to approve or reject. */
export function UnitRegistrationsPage() {
  return <ItemListPage spec={registrationsPage}>{(item) => <RegistrationItem key={item.id} item={item} />}</ItemListPage>;
}
