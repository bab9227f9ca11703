import type { Order } from "../../../shared/contracts/orders";

/** The customer's e-mail and phone as links to write or call. */
export function CustomerContactLinks({ order }: { order: Pick<Order, "customerEmail" | "customerPhone"> }) {
  return (
    <>
      <a href={`mailto:${order.customerEmail}`} className="break-all text-primary hover:underline">
        {order.customerEmail}
      </a>
      <a href={`tel:${order.customerPhone}`} className="hover:underline">
        {order.customerPhone}
      </a>
    </>
  );
}
