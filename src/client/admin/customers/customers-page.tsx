import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminCustomer, adminCustomerList, type PaymentTerms } from "../../../shared/contracts/institutional";
import { formatPrice } from "../../../shared/money";
import { Card, CardContent } from "../../components/ui/card";
import { NativeSelect } from "../../components/ui/native-select";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { QueryStates } from "../components/query-states";

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
      <Card>
        <CardContent className="pt-6">
          <QueryStates query={customers} skeleton="h-32 w-full" errorText="The customers could not be loaded.">
            {(data) => (
              <table className="w-full text-sm" aria-label="Customers">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th className="py-2 font-medium">Account</th>
                    <th className="py-2 text-right font-medium">Orders</th>
                    <th className="py-2 text-right font-medium">Spend</th>
                    <th className="py-2 pl-6 font-medium">Payment terms</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {data.map((c) => (
                    <tr key={c.id} aria-label={c.username}>
                      <td className="py-3">
                        <p className="font-medium text-slate-900">{c.username}</p>
                        <p className="text-muted-foreground">{c.email ?? "no e-mail"}</p>
                      </td>
                      <td className="py-3 text-right tabular-nums">{c.orderCount}</td>
                      <td className="py-3 text-right tabular-nums">{formatPrice(c.spend)}</td>
                      <td className="py-3 pl-6">
                        <NativeSelect
                          aria-label={`Payment terms of ${c.username}`}
                          value={c.paymentTerms}
                          disabled={setTerms.isPending}
                          onChange={(e) => setTerms.mutate({ id: c.id, paymentTerms: e.target.value as PaymentTerms })}
                        >
                          <option value="card">Card</option>
                          <option value="net30">Net 30</option>
                        </NativeSelect>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </QueryStates>
        </CardContent>
      </Card>
    </div>
  );
}
