import { format } from "date-fns";
import { ExternalLink, Truck } from "lucide-react";
import type { Shipment } from "../../shared/contracts/orders";

function shippedOn(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : format(date, "MMMM d, yyyy");
}

/** The parcels sent for an order: carrier, tracking number (a link to the carrier's page when there is one), date. */
export function OrderShipments({ shipments, empty }: { shipments: Shipment[]; empty: string }) {
  if (shipments.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3" aria-label="Shipments">
      {shipments.map((shipment) => (
        <li key={shipment.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
          <Truck className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {shipment.carrier}
              <span className="font-normal text-muted-foreground">
                {" "}
                · shipped <time dateTime={shipment.shippedAt}>{shippedOn(shipment.shippedAt)}</time>
              </span>
            </p>
            {shipment.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all font-mono text-primary underline-offset-2 hover:underline"
              >
                {shipment.trackingNumber}
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(track with {shipment.carrier}, opens in a new tab)</span>
              </a>
            ) : (
              <p className="break-all font-mono text-slate-700">{shipment.trackingNumber}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
