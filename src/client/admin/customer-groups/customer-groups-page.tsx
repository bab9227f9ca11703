import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { customerGroupList, type CustomerGroup } from "../../../shared/contracts/discounts";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { ADMIN_CUSTOMER_GROUPS_KEY } from "../lib/admin-keys";
import { GroupDialog } from "./group-dialog";
import { groupTable } from "./group-table";
import { useDeleteGroup } from "./use-group-mutations";

/** Admin › Customer Groups (extensions §8): each group's percent off the list price; customers are put in one on the Customers page. */
export function CustomerGroupsPage() {
  usePageTitle("Admin Customer Groups");
  const groups = useQuery({ queryKey: ADMIN_CUSTOMER_GROUPS_KEY, queryFn: getQueryFn(customerGroupList) });
  const remove = useDeleteGroup();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<CustomerGroup | null>(null);

  function openDialog(group: CustomerGroup | null) {
    setEditing(group);
    setDialogOpen(true);
  }

  return (
    <div>
      <AdminPageHeader
        title="Customer Groups"
        description="Customers who buy at a percent off the list price, such as Education or Distributors. A member sees its price beside the list price in the cart and at the checkout."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Customer Group
          </Button>
        }
      />
      <Card>
        <DataTable spec={groupTable} query={groups} onEdit={openDialog} onDelete={(g) => remove.mutate(g.id)} />
      </Card>
      <GroupDialog
        open={dialogOpen}
        group={editing}
        onOpenChange={(open) => {
          setDialogOpen(open);
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}
