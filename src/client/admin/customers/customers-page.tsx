import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { customerGroupList } from "../../../shared/contracts/discounts";
import { adminCustomer, adminCustomerList, type AdminCustomer, type CustomerUpdateInput } from "../../../shared/contracts/institutional";
import { formatPrice } from "../../../shared/money";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { ItemRow } from "../components/item-list";
import { ItemListPage, type ItemListPageSpec } from "../components/item-list-page";
import { ADMIN_CUSTOMERS_KEY, ADMIN_CUSTOMER_GROUPS_KEY } from "../lib/admin-keys";

const NO_GROUP = "none";

const customersPage: ItemListPageSpec<AdminCustomer> = {
  pageTitle: "Admin Customers",
  title: "Customers",
  description:
    "Customer accounts, what they ordered, their payment terms (Net 30 accounts may choose to be invoiced at checkout) and their customer group's prices.",
  queryKey: ADMIN_CUSTOMERS_KEY,
  contract: adminCustomerList,
  list: { label: "Customers", empty: { icon: Building2, text: "No customer accounts yet." } },
};

/** Admin › Customers (extensions §4, §8): accounts with their orders, spend, payment terms and customer group. */
export function CustomersPage() {
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: ADMIN_CUSTOMER_GROUPS_KEY, queryFn: getQueryFn(customerGroupList) });
  const groupName = (id: number | null) => (id === null ? null : (groups.data?.find((g) => g.id === id)?.name ?? `Group ${id}`));
  const setTerms = useMutation({
    mutationFn: ({ id, change }: { id: number; change: CustomerUpdateInput }) =>
      apiJson("PUT", `/api/admin/customers/${id}`, adminCustomer, change),
    onSuccess: async (saved, { change }) => {
      if (change.groupId !== undefined) {
        const name = groupName(saved.groupId);
        toast({ title: "Group saved", description: `${saved.username}: ${name ? `${name} prices` : "list prices"}.` });
      } else {
        toast({
          title: "Terms saved",
          description: `${saved.username}: ${saved.paymentTerms === "net30" ? "Net 30 (may be invoiced)" : "card only"}.`,
        });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMER_GROUPS_KEY }),
      ]);
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <ItemListPage spec={customersPage}>
      {(c) => (
        <ItemRow
          key={c.id}
          label={c.username}
          main={
            <>
              <p className="break-words font-medium text-slate-900">{c.username}</p>
              <p className="break-words text-sm text-muted-foreground">{c.email ?? "no e-mail"}</p>
            </>
          }
        >
          <p className="text-sm text-muted-foreground">
            <span className="font-medium tabular-nums text-slate-900">{c.orderCount}</span> {c.orderCount === 1 ? "order" : "orders"} ·{" "}
            <span className="font-medium tabular-nums text-slate-900">{formatPrice(c.spend)}</span> spent
          </p>
          <NativeSelect
            className="w-36"
            aria-label={`Payment terms of ${c.username}`}
            value={c.paymentTerms}
            disabled={setTerms.isPending}
            onChange={(e) => setTerms.mutate({ id: c.id, change: { paymentTerms: e.target.value as "card" | "net30" } })}
          >
            <option value="card">Card</option>
            <option value="net30">Net 30</option>
          </NativeSelect>
          <NativeSelect
            className="w-60 max-w-full"
            aria-label={`Customer group of ${c.username}`}
            value={c.groupId === null ? NO_GROUP : String(c.groupId)}
            disabled={setTerms.isPending || groups.isPending}
            onChange={(e) =>
              setTerms.mutate({ id: c.id, change: { groupId: e.target.value === NO_GROUP ? null : Number(e.target.value) } })
            }
          >
            <option value={NO_GROUP}>No group (list prices)</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name} ({Number(g.discountPercent)}% off)
              </option>
            ))}
            {c.groupId !== null && groups.data && !groups.data.some((g) => g.id === c.groupId) ? (
              <option value={String(c.groupId)}>{groupName(c.groupId)}</option>
            ) : null}
          </NativeSelect>
        </ItemRow>
      )}
    </ItemListPage>
  );
}
