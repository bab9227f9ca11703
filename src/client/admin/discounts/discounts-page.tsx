import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { discountList, type Discount } from "../../../shared/contracts/discounts";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { ADMIN_DISCOUNTS_KEY } from "../lib/admin-keys";
import { DiscountDialog } from "./discount-dialog";
import { discountTable } from "./discount-table";
import { useDeleteDiscount } from "./use-discount-mutations";

/** Admin › Discounts (extensions §8): the codes with their uses; create, edit, delete. */
export function DiscountsPage() {
  usePageTitle("Admin Discounts");
  const discounts = useQuery({ queryKey: ADMIN_DISCOUNTS_KEY, queryFn: getQueryFn(discountList) });
  const remove = useDeleteDiscount();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Discount | null>(null);

  function openDialog(discount: Discount | null) {
    setEditing(discount);
    setDialogOpen(true);
  }

  return (
    <div>
      <AdminPageHeader
        title="Discounts"
        description="Codes customers type at the checkout: a percent or an amount off, with a minimum, dates, a limit of uses, or only some products."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Discount Code
          </Button>
        }
      />
      <Card>
        <DataTable spec={discountTable} query={discounts} onEdit={openDialog} onDelete={(d) => remove.mutate(d.id)} />
      </Card>
      <DiscountDialog
        open={dialogOpen}
        discount={editing}
        onOpenChange={(open) => {
          setDialogOpen(open);
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}
