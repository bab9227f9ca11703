import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminOrderDetail } from "../../../shared/contracts/orders";
import type { User } from "../../../shared/contracts/users";
import { dismiss } from "../../hooks/use-toast";
import { USER_KEY } from "../../lib/query-keys";
import { sampleUser } from "../../lib/user-fixtures";
import { jsonResponse, sampleAdminOrder } from "../../lib/order-fixtures";
import { sampleProduct } from "../../lib/product-fixtures";
import { createQueryClient } from "../../lib/query-client";
import { OrderDetailPage } from "./order-detail-page";

const ID = "c310a3c4-1111-4000-8000-000000000000";
const DETAIL_URL = `/api/admin/orders/${ID}`;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The order page at /admin/orders/ID, as the router mounts it, for the owner unless another admin is given. */
function renderPage(admin: User = sampleUser("owner")) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, admin);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/orders/${ID}`]}>
        <Routes>
          <Route path="/admin/orders/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server as the page meets it: the detail on GET, and the given answer to each POST in turn. */
function serve(detail: AdminOrderDetail, posts: Response[] = [], admin?: User) {
  const calls: Call[] = [];
  let current = detail;
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "GET" && url === DETAIL_URL) return Promise.resolve(jsonResponse(current));
    // The catalog says which products have serial numbers (the ship dialog asks): the probe set has.
    if (method === "GET" && url === "/api/products") return Promise.resolve(jsonResponse(CATALOG));
    const answer = posts.shift();
    if (!answer) return Promise.reject(new Error(`unexpected ${method} ${url}`));
    return Promise.resolve(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  renderPage(admin);
  return {
    calls,
    posts: () => calls.filter((c) => c.method === "POST"),
    detailReads: () => calls.filter((c) => c.method === "GET" && c.url === DETAIL_URL).length,
    change: (next: AdminOrderDetail) => (current = next),
  };
}

const CATALOG = [
  sampleProduct({ id: "p1", name: "101A EMC Probe Set", price: "895.00", category: "EMC Probe Sets", serialized: true }),
  sampleProduct({ id: "p2", name: "CB-1 Flexible SMA Test Cable", price: "85.00", category: "Cables" }),
];

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

const heading = () => screen.findByRole("heading", { level: 1, name: "Order #C310A3C4" });

describe("the admin's order page", () => {
  it("shows the order with its shipments, refunds and history as a timeline, and links its PDFs", async () => {
    serve(
      sampleAdminOrder({
        paymentStatus: "partially_refunded",
        refundedAmount: "100.00",
        refunds: [
          {
            id: 1,
            amount: "100.00",
            reason: "Scratched case",
            restockLines: [{ index: 1, quantity: 1 }],
            status: "succeeded",
            reference: "C310A3C4-RK3J9Q2XZ",
            transactionId: "r-1",
            actor: "owner@example.com",
            createdAt: "2026-11-27T10:00:00.000Z",
          },
        ],
      }),
    );
    await heading();
    expect(screen.getByText("Partially refunded")).toBeTruthy();
    expect(screen.getByText("Tax (7.25%, CA)")).toBeTruthy();
    expect(screen.getByText("Refunded")).toBeTruthy();
    expect(screen.getAllByText("-$100.00")).toHaveLength(2);
    expect(screen.getByText("Scratched case")).toBeTruthy();
    expect(screen.getByText("Back in stock: 1 × CB-1 Flexible SMA Test Cable")).toBeTruthy();
    const history = within(screen.getByRole("list", { name: "Order history" }));
    const events = history.getAllByRole("listitem");
    expect(events.map((e) => e.querySelector("p")?.textContent)).toEqual(["Order placed", "Payment of $3,157.06 approved"]);
    expect(events[0]?.textContent).toContain("customer");
    expect(screen.getByRole("link", { name: "Invoice (PDF)" }).getAttribute("href")).toBe(`${DETAIL_URL}/invoice.pdf`);
    expect(screen.getByRole("link", { name: "Packing slip (PDF)" }).getAttribute("href")).toBe(`${DETAIL_URL}/packing-slip.pdf`);
  });

  it("marks a refund still waiting for the gateway and one that failed, neither counted as money back", async () => {
    const base = { restockLines: [{ index: 0, quantity: 1 }], transactionId: null, actor: "owner@example.com" };
    serve(
      sampleAdminOrder({
        refunds: [
          {
            ...base,
            id: 1,
            amount: "40.00",
            reason: "Wrong card",
            status: "failed",
            reference: "C310A3C4-RAAAA1111",
            createdAt: "2026-11-27T10:00:00.000Z",
          },
          {
            ...base,
            id: 2,
            amount: "25.00",
            reason: "Late parcel",
            status: "pending",
            reference: "C310A3C4-RBBBB2222",
            createdAt: "2026-11-27T11:00:00.000Z",
          },
        ],
      }),
    );
    await heading();
    const refunds = within(screen.getByText("Wrong card").closest("ul")!);
    const [failed, pending] = refunds.getAllByRole("listitem");
    expect(within(failed!).getByText("Failed")).toBeTruthy();
    expect(within(failed!).getByText("Nothing was refunded.")).toBeTruthy();
    expect(within(failed!).getByText(/reference C310A3C4-RAAAA1111/)).toBeTruthy();
    expect(within(pending!).getByText("Pending")).toBeTruthy();
    expect(within(pending!).getByText(/not counted as refunded yet/)).toBeTruthy();
    // Units go back with a refund only once it succeeded.
    expect(refunds.queryByText(/Back in stock/)).toBeNull();
    expect(screen.queryByText("Partially refunded")).toBeNull();
  });

  it("ships: the server's reason stays in the dialog; a recorded shipment closes it and the order is read again", async () => {
    const server = serve(sampleAdminOrder(), [
      jsonResponse({ message: "trackingNumber: This UPS tracking number's check digit does not match" }, 400),
      jsonResponse(
        {
          id: 5,
          carrier: "UPS",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
          shippedAt: "2026-11-27T10:00:00.000Z",
          lines: [{ index: 0, productName: "101A EMC Probe Set", quantity: 1, serials: ["GRF-0042"] }],
        },
        201,
      ),
    ]);
    await heading();
    fireEvent.click(screen.getByRole("button", { name: "Ship" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ship order #C310A3C4" }));
    expect((dialog.getByLabelText("Carrier") as HTMLSelectElement).value).toBe("UPS");
    expect(dialog.getByRole("checkbox", { name: "E-mail the customer the tracking number" }).getAttribute("aria-checked")).toBe("true");

    fireEvent.click(dialog.getByRole("button", { name: "Record shipment" }));
    expect(await dialog.findByText("Tracking number is required")).toBeTruthy();
    expect(server.posts()).toHaveLength(0);

    fireEvent.input(dialog.getByLabelText("Tracking number"), { target: { value: "1Z999AA10123456785" } });
    fireEvent.click(dialog.getByRole("button", { name: "Record shipment" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("trackingNumber: This UPS tracking number's check digit does not match");
    // Everything left is in the parcel unless unticked; the probe set's serial fields are empty (none sent).
    const everything = [
      { index: 0, quantity: 2 },
      { index: 1, quantity: 1 },
    ];
    expect(server.posts()[0]).toEqual({
      method: "POST",
      url: `${DETAIL_URL}/shipments`,
      body: { carrier: "UPS", trackingNumber: "1Z999AA10123456785", notify: true, lines: everything },
    });

    // One probe set with its scanned serial; the cable waits for the next parcel.
    const readsBefore = server.detailReads();
    fireEvent.click(dialog.getByRole("checkbox", { name: "E-mail the customer the tracking number" }));
    fireEvent.input(dialog.getByLabelText("Tracking number"), { target: { value: "1Z999AA10123456784" } });
    fireEvent.input(dialog.getByLabelText("Quantity", { selector: "#ship-line-0-quantity" }), { target: { value: "1" } });
    fireEvent.input(await dialog.findByLabelText("Serial number 1 of 101A EMC Probe Set"), { target: { value: "GRF-0042" } });
    expect(dialog.queryByLabelText("Serial number 2 of 101A EMC Probe Set")).toBeNull();
    fireEvent.click(dialog.getByRole("checkbox", { name: /CB-1 Flexible SMA Test Cable/ }));
    fireEvent.click(dialog.getByRole("button", { name: "Record shipment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.posts()[1]?.body).toEqual({
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      notify: false,
      lines: [{ index: 0, quantity: 1, serials: ["GRF-0042"] }],
    });
    await waitFor(() => expect(server.detailReads()).toBeGreaterThan(readsBefore));
  });

  it("refunds: the amount starts at what is left; the server's 409 stays in the dialog", async () => {
    const server = serve(sampleAdminOrder({ paymentStatus: "partially_refunded", refundedAmount: "100.00" }), [
      jsonResponse({ message: "The payment has not settled yet: it can only be cancelled whole." }, 409),
    ]);
    await heading();
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Refund order #C310A3C4" }));
    const amount = dialog.getByLabelText("Amount ($)") as HTMLInputElement;
    expect(amount.value).toBe("3057.06");

    fireEvent.input(amount, { target: { value: "3057.07" } });
    fireEvent.input(dialog.getByLabelText("Reason"), { target: { value: "Returned" } });
    fireEvent.click(dialog.getByRole("button", { name: "Refund" }));
    expect(await dialog.findByText("At most $3,057.06 is left to refund")).toBeTruthy();
    expect(server.posts()).toHaveLength(0);

    fireEvent.input(amount, { target: { value: "50" } });
    fireEvent.input(dialog.getByLabelText(/101A EMC Probe Set/), { target: { value: "1" } });
    fireEvent.click(dialog.getByRole("button", { name: "Refund" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("The payment has not settled yet: it can only be cancelled whole.");
    expect(server.posts()[0]?.body).toEqual({ amount: "50", reason: "Returned", restockLines: [{ index: 0, quantity: 1 }] });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("cancels after confirmation, with the reason and restocking on by default", async () => {
    const server = serve(sampleAdminOrder(), [jsonResponse({ ...sampleAdminOrder(), status: "cancelled", paymentStatus: "voided" })]);
    await heading();
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Cancel order #C310A3C4?" }));
    expect(dialog.getByRole("checkbox", { name: "Put the items back in stock" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.input(dialog.getByLabelText("Reason (optional)"), { target: { value: "Customer asked" } });
    server.change(sampleAdminOrder({ status: "cancelled", paymentStatus: "voided" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(server.posts()[0]).toEqual({ method: "POST", url: `${DETAIL_URL}/cancel`, body: { restock: true, reason: "Customer asked" } });
    // Read again: now cancelled, every action closed with the reason.
    expect(await screen.findByText(/This order is cancelled: it cannot be shipped/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Ship" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the cancel confirmation when "cancelled" is chosen in the status select, and changes nothing yet', async () => {
    const server = serve(sampleAdminOrder());
    await heading();
    const select = screen.getByRole("combobox", { name: "Status of order #C310A3C4" });
    fireEvent.keyDown(select, { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "cancelled" }));
    expect(await screen.findByRole("alertdialog", { name: "Cancel order #C310A3C4?" })).toBeTruthy();
    expect(server.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("closes the actions of a cancelled order and says why", async () => {
    serve(sampleAdminOrder({ status: "cancelled", paymentStatus: "voided" }));
    await heading();
    for (const name of ["Ship", "Refund", "Cancel order"]) {
      const button = screen.getByRole("button", { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute("aria-describedby")).toBe("order-actions-why");
    }
    expect(document.getElementById("order-actions-why")?.textContent).toBe(
      "This order is cancelled: it cannot be shipped, refunded, cancelled again or change status.",
    );
    expect(screen.getByText("Payment voided")).toBeTruthy();
  });

  it("closes Refund and a Cancel that would give money back to staff without the refunds permission, and says why", async () => {
    serve(sampleAdminOrder(), [], sampleUser("staff", { permissions: ["orders"] }));
    await heading();
    for (const name of ["Refund", "Cancel order"]) {
      const button = screen.getByRole("button", { name }) as HTMLButtonElement;
      expect(button.disabled, name).toBe(true);
      expect(button.getAttribute("aria-describedby")).toBe("order-actions-why");
    }
    expect((screen.getByRole("button", { name: "Ship" }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.getElementById("order-actions-why")?.textContent).toBe(
      "Giving money back needs the “Refunds” permission: ask the owner for it.",
    );
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Status of order #C310A3C4" }), { key: "Enter" });
    expect((await screen.findByRole("option", { name: "cancelled" })).getAttribute("aria-disabled")).toBe("true");
  });

  it("says when there is no such order", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse({ message: "Order not found" }, 404))),
    );
    renderPage();
    expect(await screen.findByText("There is no order with this id.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Orders" }).getAttribute("href")).toBe("/admin/orders");
  });

  it("says when the order could not be loaded, and loads it again on Try again", async () => {
    const answers = [jsonResponse({ message: "Database unavailable" }, 500), jsonResponse(sampleAdminOrder({ id: ID }))];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(answers.shift() ?? jsonResponse(CATALOG))),
    );
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The order could not be loaded.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Order #C310A3C4" })).toBeTruthy();
    expect(screen.queryByText("The order could not be loaded.")).toBeNull();
  });
});
