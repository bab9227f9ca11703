import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UnitRegistration } from "../../../shared/contracts/units";
import { createQueryClient } from "../../lib/query-client";
import { jsonResponse } from "../../lib/order-fixtures";
import { sampleProduct } from "../../lib/product-fixtures";
import { UnitRegistrationsCard } from "./unit-registrations-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROBE = sampleProduct({
  id: "7d0f2b9e-1111-4000-8000-000000000001",
  name: "102A H-Field Probe",
  price: "395.00",
  category: "Probes",
  serialized: true,
});
const CABLE = sampleProduct({ id: "7d0f2b9e-1111-4000-8000-000000000002", name: "SMA Cable", price: "25.00", category: "Cables" });

const registration = (overrides: Partial<UnitRegistration>): UnitRegistration => ({
  id: 1,
  serial: "GRF-0042",
  productId: PROBE.id,
  productName: PROBE.name,
  purchasedFrom: "Allied RF Supply",
  purchasedOn: "2026-11-01",
  status: "pending",
  reason: null,
  unitId: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  decidedAt: null,
  ...overrides,
});

/** The shop's answers by URL; POSTs are recorded. */
function renderCard(registrations: UnitRegistration[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (url === "/api/products") return Promise.resolve(jsonResponse([PROBE, CABLE]));
      if (url === "/api/user/units/registrations") return Promise.resolve(jsonResponse(registrations));
      sent.push(JSON.parse(String(init?.body)));
      return Promise.resolve(jsonResponse(registration({ id: 2, serial: "NEW-1" }), 201));
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnitRegistrationsCard />
    </QueryClientProvider>,
  );
  return sent;
}

describe("registering an instrument bought from a distributor", () => {
  it("offers only instruments with serial numbers and lists the customer's requests with their status and reason", async () => {
    renderCard([
      registration({}),
      registration({ id: 3, serial: "GRF-7", status: "rejected", reason: "The invoice names another serial." }),
    ]);
    const select = screen.getByLabelText("Instrument");
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Choose the instrument", "102A H-Field Probe"]),
    );
    const list = await screen.findByRole("list", { name: "Your registrations" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Waiting for review");
    expect(items[1]!.textContent).toContain("Not registered");
    expect(items[1]!.textContent).toContain("The invoice names another serial.");
  });

  it("sends the instrument, serial, seller and date, and asks for what is missing first", async () => {
    const sent = renderCard([]);
    await waitFor(() => expect(within(screen.getByLabelText("Instrument")).getAllByRole("option")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Register instrument" }));
    expect(await screen.findByText("Please choose the instrument")).toBeTruthy();
    expect(screen.getByText("Please enter the date of purchase")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText("Instrument"), { target: { value: PROBE.id } });
    fireEvent.change(screen.getByLabelText("Serial number"), { target: { value: " NEW-1 " } });
    fireEvent.change(screen.getByLabelText("Bought from"), { target: { value: "Allied RF Supply" } });
    fireEvent.change(screen.getByLabelText("Date of purchase"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Register instrument" }));
    await waitFor(() =>
      expect(sent).toEqual([{ productId: PROBE.id, serial: "NEW-1", purchasedFrom: "Allied RF Supply", purchasedOn: "2026-11-01" }]),
    );
  });
});
