import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { overdueInvoiceList } from "../../../shared/contracts/institutional";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { getQueryFn } from "../../lib/api";
import { QueryStates } from "../components/query-states";

/** Invoiced (Net 30) orders past their due date with money owed (extensions §4). */
export function OverdueInvoicesCard() {
  const overdue = useQuery({ queryKey: ["/api/admin/invoices/overdue"], queryFn: getQueryFn(overdueInvoiceList) });
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Overdue invoices</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryStates query={overdue} skeleton="h-16 w-full" errorText="The overdue invoices could not be loaded.">
          {(data) =>
            data.invoices.length === 0 ? (
              <p className="text-sm text-muted-foreground">No invoice is overdue.</p>
            ) : (
              <div className="grid gap-2 text-sm">
                <p>
                  {data.invoices.length} overdue, {formatPrice(data.totalOutstanding)} outstanding
                </p>
                <ul className="divide-y" aria-label="Overdue invoices">
                  {data.invoices.map((invoice) => (
                    <li key={invoice.orderId} className="flex justify-between gap-2 py-2">
                      <Link className="text-primary underline" to={`/admin/orders/${invoice.orderId}`}>
                        {invoice.invoiceNumber ?? shortOrderId(invoice.orderId)}
                      </Link>
                      <span className="truncate text-muted-foreground">{invoice.companyName ?? invoice.customerName}</span>
                      <span className="whitespace-nowrap tabular-nums">
                        {formatPrice(invoice.balance)} · {invoice.daysOverdue} d
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
