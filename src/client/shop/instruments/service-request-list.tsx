import { FileDown } from "lucide-react";
import { Link } from "react-router";
import type { ServiceRequest, UnitServiceRequest } from "../../../shared/contracts/service-requests";
import { formatPrice } from "../../../shared/money";
import { Badge } from "../../components/ui/badge";
import { formatDate, formatDay } from "../../lib/dates";
import { hasRmaForm, rmaFormUrl, serviceStatusWords, serviceTypeWords } from "../../lib/service-status";

const link = "inline-flex min-h-6 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline";

/** What the customer does next with a priced request's quote: order it, see the order, or ask again. */
function QuoteLine({ request }: { request: UnitServiceRequest }) {
  const quote = request.quote;
  if (!quote) return null;
  return (
    <p className="text-sm text-slate-700">
      Quote {quote.number}: {formatPrice(quote.total)}
      {quote.status === "open" ? (
        <>
          {" · "}
          <Link className={link} to={`/checkout?quote=${encodeURIComponent(quote.id)}`}>
            Order quote {quote.number}
          </Link>
          <span className="block text-xs text-muted-foreground">
            By card here, or on invoice (Net 30) from your account&apos;s quotes. Valid until {formatDay(quote.validUntil)}.
          </span>
        </>
      ) : quote.status === "ordered" && quote.orderId ? (
        <>
          {" · ordered: "}
          <Link className={link} to={`/orders/${quote.orderId}`}>
            your order
          </Link>
        </>
      ) : (
        <span className="text-muted-foreground"> · expired on {formatDay(quote.validUntil)}: contact us for a new one</span>
      )}
    </p>
  );
}

/** A request, with its unit when the list is not a unit's own. */
type ListedRequest = UnitServiceRequest & { unit?: ServiceRequest["unit"] };

/** A unit's service requests (or those of units returned), newest first: status, RMA form, quote, refund. */
export function ServiceRequestList({ requests, label }: { requests: ListedRequest[]; label: string }) {
  if (requests.length === 0) return <p className="text-sm text-muted-foreground">No service requests yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {requests.map((request) => {
        const status = serviceStatusWords(request.status);
        return (
          <li key={request.id} aria-label={request.number} className="grid gap-1 px-3 py-2.5 text-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono font-medium text-slate-900">{request.number}</span>
              <span className="text-slate-700">{serviceTypeWords(request.type)}</span>
              <Badge variant={status.tone}>{status.label}</Badge>
              <span className="text-xs text-muted-foreground">asked {formatDate(request.createdAt, "shortDate")}</span>
            </div>
            {request.unit ? (
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                {request.unit.productName} <span className="font-mono">S/N {request.unit.serial}</span>
              </p>
            ) : null}
            {request.type !== "return" && hasRmaForm(request.status) && !request.quote ? (
              <p className="text-sm text-slate-700">No charge.</p>
            ) : null}
            <QuoteLine request={request} />
            {request.refund ? <p className="text-sm text-slate-700">Refunded {formatPrice(request.refund.amount)} to your card.</p> : null}
            {hasRmaForm(request.status) ? (
              <a
                className={link}
                href={rmaFormUrl(request.id)}
                target="_blank"
                rel="noreferrer"
                aria-label={`Download the RMA form of ${request.number} (PDF)`}
              >
                <FileDown className="h-4 w-4" aria-hidden="true" />
                RMA form (PDF)
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
