import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminCustomer, adminCustomerList, type PaymentTerms } from "../../../shared/contracts/institutional";
import { formatPrice } from "../../../shared/money";
import { NativeSelect } from "../../components/ui/native-select";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { QueryListCard } from "../components/query-states";

const CUSTOMERS_KEY = ["/api/admin/customers"] as const;

/** Admin › Customers (extensions §4): accounts with their orders, spend and payment terms. */
export function CustomersPage() {
  usePageTitle("Admin Customers");
  const queryClient = useQueryClient();
  const customers = useQuery({ queryKey: CUSTOMERS_KEY, queryFn: getQueryFn(adminCustomerList) });
  const setTerms = useMutation({
    mutationFn: ({ id, paymentTerms }: { id: number; paymentTerms: PaymentTerms }) =>
      apiJson("PUT", `/api/admin/customers/${id}`, adminCustomer, { paymentTerms }),
    onSuccess: async (saved) => {
      toast({
        title: "Terms saved",
        description: `${saved.username}: ${saved.paymentTerms === "net30" ? "Net 30 (may be invoiced)" : "card only"}.`,
      });
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <div>
      <AdminPageHeader
        title="Customers"
        description="Customer accounts, what they ordered, and their payment terms: Net 30 accounts may choose to be invoiced at checkout."
      />
      <QueryListCard
        query={customers}
        errorText="The customers could not be loaded."
        emptyText="No customer accounts yet."
        label="Customers"
      >
        {(c) => (
          <li key={c.id} aria-label={c.username} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1 basis-56">
              <p className="break-words font-medium text-slate-900">{c.username}</p>
              <p className="break-words text-sm text-muted-foreground">{c.email ?? "no e-mail"}</p>
            </div>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium tabular-nums text-slate-900">{c.orderCount}</span> {c.orderCount === 1 ? "order" : "orders"} ·{" "}
              <span className="font-medium tabular-nums text-slate-900">{formatPrice(c.spend)}</span> spent
            </p>
            <NativeSelect
              className="w-36"
              aria-label={`Payment terms of ${c.username}`}
              value={c.paymentTerms}
              disabled={setTerms.isPending}
              onChange={(e) => setTerms.mutate({ id: c.id, paymentTerms: e.target.value as PaymentTerms })}
            >
              <option value="card">Card</option>
              <option value="net30">Net 30</option>
            </NativeSelect>
          </li>
        )}
      </QueryListCard>
    </div>
  );
}
