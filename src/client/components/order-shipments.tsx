import { ExternalLink, Truck } from "lucide-react";
import type { Shipment } from "../../shared/contracts/orders";
import { formatDate } from "../lib/dates";

/** The parcels sent for an order: carrier, tracking number (a link to the carrier's page when there is one), date, and what went in each. */
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
                · shipped <time dateTime={shipment.shippedAt}>{formatDate(shipment.shippedAt, "date")}</time>
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
            {shipment.lines.length > 0 ? (
              <ul className="mt-2 grid gap-1 text-slate-700" aria-label={`In the parcel ${shipment.trackingNumber}`}>
                {shipment.lines.map((line) => (
                  <li key={line.index}>
                    {line.quantity} x {line.productName}
                    {line.serials.length > 0 ? (
                      <span className="text-muted-foreground">
                        {" "}
                        · S/N <span className="font-mono">{line.serials.join(", ")}</span>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
