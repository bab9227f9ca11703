import { backorderNote } from "../../../shared/build-to-order";
import { type OrderLine } from "../../../shared/contracts/order-line";
import { formatPrice } from "../../../shared/money";

/** An order's lines as the customer reads them: the unit price holds the option, the total is unit x quantity. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  if (lines.length === 0) return <p className="text-muted-foreground">The items of this order could not be shown.</p>;
  return (
    <ul className="grid gap-3">
      {lines.map((line, index) => (
        <li key={`${line.productId}-${index}`} className="flex justify-between gap-4">
          <div className="min-w-0">
            <p className="font-medium">{line.productName}</p>
            {line.selectedOption ? <p className="text-muted-foreground">+ {line.selectedOption.title}</p> : null}
            <p className="text-muted-foreground">
              {line.quantity} x {formatPrice(line.price)}
            </p>
            {backorderNote(line) ? <p className="font-medium text-slate-700">{backorderNote(line)}</p> : null}
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
