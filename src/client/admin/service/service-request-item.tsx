import { Link } from "react-router";
import type { AdminServiceRequest } from "../../../shared/contracts/service-requests";
import { formatPrice } from "../../../shared/money";
import { Badge } from "../../components/ui/badge";
import { formatDate } from "../../lib/dates";
import { serviceStatusWords, serviceTypeWords } from "../../lib/service-status";
import { ItemRow } from "../components/item-list";

/** One request in the queue: its number (to open it), the work, the unit, the customer, when, and its price or refund. */
export function ServiceRequestItem({ request }: { request: AdminServiceRequest }) {
  const status = serviceStatusWords(request.status);
  return (
    <ItemRow
      label={request.number}
      main={
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/service/${request.id}`}
              className="inline-flex min-h-6 items-center font-mono font-medium text-primary underline-offset-4 hover:underline"
            >
              {request.number}
            </Link>
            <span className="font-medium text-slate-900">{serviceTypeWords(request.type)}</span>
            <Badge variant={status.tone}>{status.label}</Badge>
          </p>
          <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
            {request.unit.productName} · <span className="font-mono">S/N {request.unit.serial}</span>
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {request.customer.username}
            {request.customer.email ? ` (${request.customer.email})` : ""} · asked {formatDate(request.createdAt, "shortDate")}
          </p>
        </>
      }
    >
      {request.quote ? (
        <p className="text-sm text-slate-700">{`Quote ${request.quote.number}: ${formatPrice(request.quote.total)} (${request.quote.status})`}</p>
      ) : request.refund ? (
        <p className="text-sm text-slate-700">{`Refunded ${formatPrice(request.refund.amount)}`}</p>
      ) : null}
    </ItemRow>
  );
}
