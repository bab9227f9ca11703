import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { JUST_PAID } from "../../lib/order-arrival";
import { jsonResponse, sampleOrder } from "../../lib/order-fixtures";
import { OrderDetailPage } from "./order-detail-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = "c310a3c4-1111-4000-8000-000000000000";

function renderPage(answer: Response, state?: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: `/orders/${ID}`, state }]}>
        <Routes>
          <Route path="/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("the customer's order page", () => {
  it("shows the order: number, badges, lines, tax with its state, shipping service, addresses, PO and invoice link", async () => {
    const fetchMock = renderPage(jsonResponse(sampleOrder()));
    expect(await screen.findByRole("heading", { level: 1, name: "Order #C310A3C4" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(`/api/user/orders/${ID}`, expect.anything());
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByText("Paid")).toBeTruthy();
    expect(screen.getByText("+ Bundle with amplifier")).toBeTruthy();
    expect(screen.getByText("2 x $1,420.00")).toBeTruthy();
    expect(screen.getByText("Tax (7.25%, CA)")).toBeTruthy();
    expect(screen.getByText("Shipping (UPS Ground)")).toBeTruthy();
    expect(screen.getByText("$3,157.06")).toBeTruthy();
    expect(screen.queryByText("Refunded")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Billing address" })).getByText("Sebastopol, CA 95472")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Shipping address" })).getByText("Palo Alto, CA 94306")).toBeTruthy();
    expect(screen.getByText("PO Number: PO-7")).toBeTruthy();
    expect(screen.getByText(/Not shipped yet/)).toBeTruthy();
    const invoice = screen.getByRole("link", { name: "Download invoice (PDF)" });
    expect(invoice.getAttribute("href")).toBe(`/api/user/orders/${ID}/invoice.pdf`);
    expect(screen.getByText(/Invoice INV-2026-00042/)).toBeTruthy();
    // Only on arrival from the checkout.
    expect(screen.queryByText("Thank you for your order!")).toBeNull();
  });

  it("thanks the customer when the checkout brought them here", async () => {
    renderPage(jsonResponse(sampleOrder()), JUST_PAID);
    expect(await screen.findByText("Thank you for your order!")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("grace@example.com");
  });

  it("shows each shipment's tracking number as a link to the carrier, and what was refunded", async () => {
    const shipped = sampleOrder({
      status: "completed",
      paymentStatus: "partially_refunded",
      refundedAmount: "100.00",
      shipments: [
        {
          id: 1,
          carrier: "UPS",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
          shippedAt: "2026-11-27T18:00:00.000Z",
          lines: [{ index: 0, productName: "101A EMC Probe Set", quantity: 1, serials: ["101A-0042"] }],
        },
        {
          id: 2,
          carrier: "Other",
          trackingNumber: "CRATE-9",
          trackingUrl: null,
          shippedAt: "2026-11-28T18:00:00.000Z",
          lines: [{ index: 0, productName: "101A EMC Probe Set", quantity: 1, serials: ["101A-0043"] }],
        },
      ],
    });
    renderPage(jsonResponse(shipped));
    const link = await screen.findByRole("link", { name: /1Z999AA10123456784/ });
    // What went in each parcel, with its serial numbers.
    expect(screen.getByRole("list", { name: "In the parcel 1Z999AA10123456784" }).textContent).toBe(
      "1 x 101A EMC Probe Set · S/N 101A-0042",
    );
    expect(link.getAttribute("href")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByText("CRATE-9").tagName).toBe("P");
    expect(screen.getByText("Partially refunded")).toBeTruthy();
    expect(screen.getByText("Refunded")).toBeTruthy();
    expect(screen.getByText("-$100.00")).toBeTruthy();
  });

  it("offers the invoice before it has a number (the server gives one on request) and names a payment under review", async () => {
    renderPage(jsonResponse(sampleOrder({ invoiceNumber: null, paymentStatus: "review" })));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: "Download invoice (PDF)" })).toBeTruthy();
    expect(screen.queryByText(/INV-/)).toBeNull();
    expect(screen.getByText("Payment under review")).toBeTruthy();
  });

  it("says kindly that an unknown or someone else's order is not there", async () => {
    renderPage(jsonResponse({ message: "Order not found" }, 404));
    expect(await screen.findByRole("heading", { name: "We could not find this order" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your orders" }).getAttribute("href")).toBe("/orders");
  });

  it("offers a refresh with the request id when the server fails", async () => {
    renderPage(new Response('{"message":"Internal server error"}', { status: 500, headers: { "x-request-id": "req-9" } }));
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load this order");
    expect(screen.getByText("req-9")).toBeTruthy();
  });
});
