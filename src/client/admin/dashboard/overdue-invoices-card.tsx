import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { overdueInvoiceList } from "../../../shared/contracts/institutional";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { getQueryFn } from "../../lib/api";
import { ListStates } from "../components/list-states";
import { OVERDUE_INVOICES_KEY } from "../lib/admin-keys";
import { DashboardCard } from "./dashboard-card";

/** Invoiced (Net 30) orders past their due date with money owed (extensions §4). */
export function OverdueInvoicesCard() {
  const overdue = useQuery({ queryKey: OVERDUE_INVOICES_KEY, queryFn: getQueryFn(overdueInvoiceList) });
  const invoices = overdue.data?.invoices ?? [];
  return (
    <DashboardCard title="Overdue invoices" small>
      <ListStates
        query={overdue}
        isEmpty={invoices.length === 0}
        errorText="The overdue invoices could not be loaded."
        empty={{ text: "No invoice is overdue." }}
        skeleton={{ count: 1, className: "h-16", layout: "" }}
      >
        <div className="grid gap-2 text-sm">
          <p>
            {invoices.length} overdue, {formatPrice(overdue.data?.totalOutstanding ?? "0")} outstanding
          </p>
          <ul className="divide-y" aria-label="Overdue invoices">
            {invoices.map((invoice) => (
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
      </ListStates>
    </DashboardCard>
  );
}
