import type { Order } from "../../../shared/contracts/orders";

type Notes = Pick<Order, "purchaseOrderNumber" | "specialInstructions" | "taxId" | "incoterm">;

/** The customer's PO number, tax id, the incoterm of an order abroad and special instructions, when the order has any. */
export function OrderNotes({ order }: { order: Notes }) {
  const facts: [string, string][] = [];
  if (order.purchaseOrderNumber) facts.push(["PO Number", order.purchaseOrderNumber]);
  if (order.taxId) facts.push(["Tax ID", order.taxId]);
  if (order.incoterm) facts.push(["Incoterm", `${order.incoterm}: duties and import taxes paid by the buyer on delivery`]);
  if (facts.length === 0 && !order.specialInstructions) return null;
  return (
    <dl className="mt-4 grid gap-3 text-sm">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-slate-900">{term}</dt>
          <dd className="break-all text-slate-700">{value}</dd>
        </div>
      ))}
      {order.specialInstructions ? (
        <div>
          <dt className="font-medium text-slate-900">Special Instructions</dt>
          <dd className="whitespace-pre-line text-slate-700">{order.specialInstructions}</dd>
        </div>
      ) : null}
    </dl>
  );
}
