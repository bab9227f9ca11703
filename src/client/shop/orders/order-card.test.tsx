import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Order } from "../../../shared/contracts/orders";
import { OrderCard } from "./order-card";

afterEach(cleanup);

const product = { id: "p1", name: "101A EMC Probe Set", price: "895.00", image: "/x.svg", category: "EMC Probe Sets" };
// The server's re-priced line: price already holds the option's 525.00; this one was stored without a lineTotal.
const line = { productId: "p1", productName: product.name, product, price: "1420.00", quantity: 2 };
const items = JSON.stringify([{ ...line, selectedOption: { title: "Bundle with amplifier", price: "525.00" } }]);

const order: Order = {
  ...{ id: "c310a3c4-0000-4000-8000-000000000000", customerName: "Grace Hopper", customerEmail: "g@example.com", customerPhone: "1" },
  ...{ companyName: null, billingStreet: "1 Main", billingCity: "Palo Alto", billingState: "CA", billingZipCode: "94306" },
  ...{ billingCountry: "United States", street: "1 Main", city: "Palo Alto", state: "CA", zipCode: "94306", country: "United States" },
  ...{ customerAddress: null, purchaseOrderNumber: null, specialInstructions: null, taxId: null, incoterm: null },
  ...{ items, subtotal: "2840.00", taxRate: "0.00" },
  ...{ taxAmount: "0.00", shippingMethod: "03", shippingServiceName: null, shippingCost: "20.00", total: "2860.00" },
  ...{ status: "pending", paymentStatus: "paid", transactionId: null, userId: 1 },
  ...{ createdAt: "2026-11-26T05:50:00.000Z", updatedAt: "2026-11-26T05:50:00.000Z" },
  ...{ refundedAmount: "0.00", invoiceNumber: null, shipments: [], fulfillment: "unfulfilled" },
  ...{ paymentMethod: "card", dueDate: null, amountPaid: "0.00", discount: "0.00", purchaseOrderFileUrl: null },
  ...{ taxExemptionId: null, quoteId: null, discountCode: null, discountAmount: "0.00" },
};

const renderCard = (shown: Order = order) =>
  render(
    <MemoryRouter>
      <OrderCard order={shown} />
    </MemoryRouter>,
  );

describe("the order history card", () => {
  it("shows each line from the shared parser: unit price with its option, total = unit x quantity", () => {
    renderCard();
    const lines = within(screen.getByRole("region", { name: "Items" }));
    expect(lines.getByText("101A EMC Probe Set")).toBeTruthy();
    expect(lines.getByText("+ Bundle with amplifier")).toBeTruthy();
    expect(lines.getByText("2 x $1,420.00")).toBeTruthy();
    expect(lines.getByText("$2,840.00")).toBeTruthy();
  });

  it("links to the order's own page", () => {
    renderCard();
    const link = screen.getByRole("link", { name: "View order #C310A3C4" });
    expect(link.getAttribute("href")).toBe(`/orders/${order.id}`);
  });

  it("names a payment that is not simply paid, and shows what was refunded", () => {
    renderCard({ ...order, paymentStatus: "partially_refunded", refundedAmount: "40.00" });
    expect(screen.getByText("Partially refunded")).toBeTruthy();
    expect(screen.getByText("-$40.00")).toBeTruthy();
  });
});
