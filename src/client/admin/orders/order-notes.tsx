import type { Order } from "../../../shared/contracts/orders";

/** The customer's PO number and special instructions, when the order has either. */
export function OrderNotes({ order }: { order: Pick<Order, "purchaseOrderNumber" | "specialInstructions"> }) {
  if (!order.purchaseOrderNumber && !order.specialInstructions) return null;
  return (
    <dl className="mt-4 grid gap-3 text-sm">
      {order.purchaseOrderNumber ? (
        <div>
          <dt className="font-medium text-slate-900">PO Number</dt>
          <dd className="text-slate-700">{order.purchaseOrderNumber}</dd>
        </div>
      ) : null}
      {order.specialInstructions ? (
        <div>
          <dt className="font-medium text-slate-900">Special Instructions</dt>
          <dd className="whitespace-pre-line text-slate-700">{order.specialInstructions}</dd>
        </div>
      ) : null}
    </dl>
  );
}
