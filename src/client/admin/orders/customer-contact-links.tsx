import type { Order } from "../../../shared/contracts/orders";

// WCAG 2.2 target size (2.5.8): two links on consecutive lines of small text leave each other less
// than 24 px of room, so each is at least 24 px tall (and only as wide as its text).
const LINK = "inline-flex min-h-6 items-center justify-self-start hover:underline";

/** The customer's e-mail and phone as links to write or call. */
export function CustomerContactLinks({ order }: { order: Pick<Order, "customerEmail" | "customerPhone"> }) {
  return (
    <>
      <a href={`mailto:${order.customerEmail}`} className={`${LINK} break-all text-primary`}>
        {order.customerEmail}
      </a>
      <a href={`tel:${order.customerPhone}`} className={LINK}>
        {order.customerPhone}
      </a>
    </>
  );
}
