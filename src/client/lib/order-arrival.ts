// The checkout and the order page are separate features; what passes between them is defined here.

/** The navigation state the checkout gives the order page after a successful payment. */
export interface OrderArrival {
  justPaid: true;
}

export const JUST_PAID: OrderArrival = { justPaid: true };

/** Whether the page was reached straight from a payment (its thank-you banner shows then only). */
export function arrivedFromPayment(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Partial<OrderArrival>).justPaid === true;
}

/** The customer's page of one order. */
export const customerOrderPath = (id: string): string => `/orders/${encodeURIComponent(id)}`;
