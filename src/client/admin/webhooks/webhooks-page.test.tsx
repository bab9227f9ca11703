import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { WebhookDelivery, WebhookEndpoint } from "../../../shared/contracts/webhooks";
import { jsonResponse } from "../../lib/order-fixtures";
import { WebhooksPage } from "./webhooks-page";
import { renderWithClient, tidyAfterEach } from "../../lib/render-fixture";

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: "https://erp.example.com/shop-events",
  events: ["order.paid", "order.shipped"],
  createdAt: "2026-11-20T10:00:00.000Z",
};

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 31,
  eventId: "0b6c0c1e-4a43-4a4b-9a44-5a8b8f0e9d11",
  type: "order.paid",
  attempts: 8,
  lastStatus: 500,
  lastError: "HTTP 500",
  state: "failed",
  failed: true,
  createdAt: "2026-11-25T10:00:00.000Z",
  deliveredAt: null,
  nextAttemptAt: null,
  ...overrides,
});

/** The page; the server answers the lists and records what is sent. */
function serve(endpoints: WebhookEndpoint[], deliveries: WebhookDelivery[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "GET") return Promise.resolve(jsonResponse(url.endsWith("/deliveries") ? deliveries : endpoints));
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "DELETE") return Promise.resolve(new Response(null, { status: 204 }));
      if (url.endsWith("/retry")) return Promise.resolve(jsonResponse(delivery({ state: "pending", failed: false })));
      const body = JSON.parse(String(init?.body)) as { url: string; events: string[] };
      return Promise.resolve(jsonResponse({ id: 8, ...body, createdAt: "2026-11-27T10:00:00.000Z", secret: "whsec_shown-once" }, 201));
    }),
  );
  renderWithClient(<WebhooksPage />, { at: "/" });
  return sent;
}

tidyAfterEach();

describe("Admin › Webhooks", () => {
  it("adds an endpoint with the ticked events and shows its secret once", async () => {
    const sent = serve([], []);
    expect(await screen.findByText("No webhook endpoints yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add webhook endpoint" }));
    fireEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    expect(await dialog.findByText("Choose at least one event")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(dialog.getByLabelText("URL"), { target: { value: "https://erp.example.com/hooks" } });
    fireEvent.click(dialog.getByRole("checkbox", { name: "order.paid" }));
    fireEvent.click(dialog.getByRole("checkbox", { name: "product.stock_changed" }));
    fireEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "POST",
      url: "/api/admin/webhooks",
      body: { url: "https://erp.example.com/hooks", events: ["order.paid", "product.stock_changed"] },
    });
    const secret = within(await screen.findByRole("dialog", { name: "Signing secret" }));
    expect(secret.getByLabelText("Signing secret").textContent).toBe("whsec_shown-once");
    fireEvent.click(secret.getByRole("button", { name: "I have saved it" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Signing secret" })).toBeNull());
  });

  it("shows an endpoint's deliveries with Retry on a failed one, and deletes an endpoint after confirming", async () => {
    const sent = serve(
      [ENDPOINT],
      [delivery({}), delivery({ id: 30, state: "delivered", failed: false, lastStatus: 200, deliveredAt: "2026-11-24T10:00:00.000Z" })],
    );
    const row = within(await screen.findByRole("listitem", { name: ENDPOINT.url }));
    expect(row.getByText("order.shipped")).toBeTruthy();
    fireEvent.click(row.getByRole("button", { name: "Deliveries" }));
    const retry = await row.findByRole("button", { name: "Send order.paid 0b6c0c1e-4a43-4a4b-9a44-5a8b8f0e9d11 again" });
    expect(row.getAllByRole("button", { name: /^Send .* again$/ })).toHaveLength(1);
    expect(row.getByText("Failed")).toBeTruthy();
    expect(row.getByText("Delivered")).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() => expect(sent).toContainEqual({ method: "POST", url: "/api/admin/webhooks/7/deliveries/31/retry", body: undefined }));

    fireEvent.click(row.getByRole("button", { name: `Delete the webhook to ${ENDPOINT.url}` }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete the webhook to erp.example.com?" }));
    fireEvent.click(confirm.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(sent).toContainEqual({ method: "DELETE", url: "/api/admin/webhooks/7", body: undefined }));
  });
});
