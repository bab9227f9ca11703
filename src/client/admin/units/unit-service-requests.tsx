import { Link } from "react-router";
import type { UnitServiceRequest } from "../../../shared/contracts/service-requests";
import { formatPrice } from "../../../shared/money";
import { Badge } from "../../components/ui/badge";
import { formatDate } from "../../lib/dates";
import { serviceStatusWords, serviceTypeWords } from "../../lib/service-status";

/** The unit's service requests, newest first, each opening in Admin › Service. */
export function UnitServiceRequests({ requests, serial }: { requests: UnitServiceRequest[]; serial: string }) {
  if (requests.length === 0) return <p className="text-sm text-muted-foreground">No service requests for this unit.</p>;
  return (
    <ul className="divide-y" aria-label={`Service requests of ${serial}`}>
      {requests.map((request) => {
        const status = serviceStatusWords(request.status);
        return (
          <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm first:pt-0 last:pb-0">
            <Link
              to={`/admin/service/${request.id}`}
              className="inline-flex min-h-6 items-center font-mono font-medium text-primary underline-offset-4 hover:underline"
            >
              {request.number}
            </Link>
            <span className="text-slate-900">{serviceTypeWords(request.type)}</span>
            <Badge variant={status.tone}>{status.label}</Badge>
            <span className="text-xs text-muted-foreground">
              {formatDate(request.createdAt, "shortDate")}
              {request.quote ? ` · quote ${request.quote.number} ${formatPrice(request.quote.total)}` : ""}
              {request.refund ? ` · refunded ${formatPrice(request.refund.amount)}` : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
