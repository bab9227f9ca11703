import { describe, expect, it } from "vitest";
import type { Quote } from "../../../shared/contracts/institutional";
import { buildOrderLine } from "../../../shared/contracts/order-line-fixtures";
import { quoteBlocker, quoteFormValues, quoteItems, quoteTotals } from "./quote-checkout";

const quote: Quote = {
  id: "7d0c6b1e-4a1f-4c53-9a57-0f3e8f7f2b10",
  number: "Q-2026-00012",
  status: "open",
  validUntil: "2026-12-26",
  items: [
    buildOrderLine(
      { id: "p1", name: "160A Dual-Line LISN", price: "500.00", image: "/img/lisn.webp", category: "lisn" },
      { price: "450.00", quantity: 2, option: { title: "Calibration certificate", price: "60.00" } },
    ),
  ],
  subtotal: "900.00",
  discount: "50.00",
  discountCode: null,
  discountAmount: "50.00",
  taxRate: "8.25",
  taxAmount: "70.13",
  shippingCost: "35.00",
  total: "955.13",
  shippingAddress: { street: "1 Main St", city: "Sebastopol", state: "CA", zipCode: "95472", country: "United States" },
  shippingMethod: "03",
  shippingServiceName: "UPS Ground",
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  customerPhone: "707-555-0100",
  companyName: null,
  notes: "Dock 4",
  taxId: null,
  userId: 3,
  orderId: null,
  taxExemptionId: null,
  createdAt: "2026-11-26T14:00:00.000Z",
  updatedAt: "2026-11-26T14:00:00.000Z",
};

describe("ordering a quote at checkout", () => {
  it("shows the quote's lines at the quote's unit price (the option's price is inside it) and the quote's totals", () => {
    expect(quoteItems(quote)).toEqual([
      {
        product: { id: "p1", name: "160A Dual-Line LISN", price: "450.00", image: "/img/lisn.webp", category: "lisn" },
        quantity: 2,
        selectedOption: { title: "Calibration certificate", price: "0.00" },
      },
    ]);
    expect(quoteTotals(quote)).toEqual({ subtotal: "900.00", taxRate: "8.25", taxAmount: "70.13", shippingCost: "35.00", total: "955.13" });
  });

  it("fills the form from the quote: contact, the ship-to as billing and shipping, the quoted shipping method", () => {
    const values = quoteFormValues(quote);
    expect(values).toMatchObject({
      customerName: "Ada Lovelace",
      companyName: "",
      billingZipCode: "95472",
      street: "1 Main St",
      state: "CA",
      sameAsBilling: true,
      shippingMethod: "03",
      specialInstructions: "Dock 4",
      cardNumber: "",
    });
  });

  it("says clearly why an expired or ordered quote cannot be ordered", () => {
    expect(quoteBlocker(quote)).toBeNull();
    expect(quoteBlocker({ ...quote, status: "expired" })).toBe(
      "Quote Q-2026-00012 expired on 2026-12-26. Request a new quote from your cart, or contact us to extend it.",
    );
    expect(quoteBlocker({ ...quote, status: "ordered" })).toBe("Quote Q-2026-00012 has already been ordered.");
  });
});
