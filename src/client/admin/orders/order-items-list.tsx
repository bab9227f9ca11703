import { backorderNote } from "../../../shared/build-to-order";
import { type OrderLine } from "../../../shared/contracts/order-line";
import { formatPrice } from "../../../shared/money";

/** The order's lines; `price` already holds the option's extra amount, so it is the unit price as charged. */
export function OrderItemsList({ lines }: { lines: OrderLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">The items of this order could not be read.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {lines.map((line, index) => (
        <li key={`${line.productId}-${index}`} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{line.productName}</p>
            {line.selectedOption ? (
              <p className="text-muted-foreground">
                Option: {line.selectedOption.title}
                {line.selectedOption.price !== "0.00" ? ` (+${formatPrice(line.selectedOption.price)})` : ""}
              </p>
            ) : null}
            <p className="text-muted-foreground">
              Qty {line.quantity} × {formatPrice(line.price)}
            </p>
            {backorderNote(line) ? <p className="font-medium text-amber-800">{backorderNote(line)}</p> : null}
          </div>
          <span className="shrink-0 font-semibold tabular-nums">{formatPrice(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
