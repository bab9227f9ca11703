import { usePageTitle } from "../../hooks/use-page-title";
import { AdminPageHeader } from "../components/admin-page-header";
import { ScreeningListCard } from "../components/screening-list-card";

/** /admin/screening: the list's own page. */
export function ScreeningPage() {
  usePageTitle("Admin Screening List");
  return (
    <div>
      <AdminPageHeader
        title="Screening List"
        description="The US Consolidated Screening List: orders and quotes of a buyer who matches an entry are held until you release or cancel them."
      />
      <ScreeningListCard className="max-w-2xl" />
    </div>
  );
}
