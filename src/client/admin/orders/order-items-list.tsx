import { formatPrice } from "../../../shared/money";
import type { OrderItemView } from "./order-items";

export function OrderItemsList({ items }: { items: OrderItemView[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">The items of this order could not be read.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {items.map((item, index) => (
        <li key={index} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{item.name}</p>
            {item.option ? (
              <p className="text-muted-foreground">
                Option: {item.option.title}
                {item.option.price && item.option.price !== "0.00" ? ` (+${formatPrice(item.option.price)})` : ""}
              </p>
            ) : null}
            <p className="text-muted-foreground">
              Qty {item.quantity}
              {item.unitPrice ? ` × ${formatPrice(item.unitPrice)}` : ""}
            </p>
          </div>
          <span className="shrink-0 font-semibold tabular-nums">{item.lineTotal ? formatPrice(item.lineTotal) : "-"}</span>
        </li>
      ))}
    </ul>
  );
}
