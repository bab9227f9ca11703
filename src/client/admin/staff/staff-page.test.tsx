import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { StaffMember } from "../../../shared/contracts/staff";
import { USER_KEY } from "../../lib/query-keys";
import { jsonResponse } from "../../lib/order-fixtures";
import { createQueryClient } from "../../lib/query-client";
import { sampleUser } from "../../lib/user-fixtures";
import { StaffPage } from "./staff-page";
import { renderWithClient, tidyAfterEach } from "../../lib/render-fixture";

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 2,
  email: "clerk@gravensteinrf.com",
  name: "Cleo Clerk",
  role: "staff",
  twoFactorEnabled: false,
  permissions: ["catalog", "orders"],
  configured: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

const OWNER = member({ id: 1, email: "owner@gravensteinrf.com", name: "Olive Owner", role: "owner", configured: true });
const ALL = ["catalog", "orders", "refunds", "customers", "service", "discounts"] as const;

/** The staff page with the owner signed in; the server answers the list and records what is sent. */
function serve(list: StaffMember[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "GET") return Promise.resolve(jsonResponse(list));
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ method, url, body });
      if (method === "POST") return Promise.resolve(jsonResponse(member({ id: 3, ...body }), 201));
      return Promise.resolve(jsonResponse(member({ ...body })));
    }),
  );
  const client = createQueryClient();
  client.setQueryData(USER_KEY, sampleUser("owner", { id: 1 }));
  renderWithClient(<StaffPage />, { client, at: "/" });
  return sent;
}

tidyAfterEach();

describe("Admin › Staff permissions", () => {
  it("lists what each holds and adds a staff member with the permissions ticked, catalog and orders to start with", async () => {
    const sent = serve([{ ...OWNER, permissions: [...ALL] }, member({ permissions: ["orders", "refunds"] })]);
    const clerk = within(await screen.findByRole("listitem", { name: "clerk@gravensteinrf.com" }));
    expect(clerk.getByText("Orders, Refunds")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "owner@gravensteinrf.com" })).getByText("every permission")).toBeTruthy();
    // An owner's permissions are not chosen: no button for them.
    expect(screen.queryByRole("button", { name: "Edit the permissions of owner@gravensteinrf.com" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add staff member" }));
    fireEvent.change(dialog.getByLabelText("Name"), { target: { value: "Rhea Refunds" } });
    fireEvent.change(dialog.getByLabelText("E-mail"), { target: { value: "rhea@gravensteinrf.com" } });
    const box = (name: string) => dialog.getByRole("checkbox", { name });
    expect(ALL.map((p) => box(p[0]!.toUpperCase() + p.slice(1)).getAttribute("aria-checked"))).toEqual([
      "true",
      "true",
      "false",
      "false",
      "false",
      "false",
    ]);
    expect(box("Refunds").getAttribute("aria-describedby")).toBe("staff-permissions-refunds-about");
    fireEvent.click(box("Catalog"));
    fireEvent.click(box("Refunds"));
    fireEvent.click(dialog.getByRole("button", { name: "Add and send link" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "POST",
      url: "/api/admin/staff",
      body: { email: "rhea@gravensteinrf.com", name: "Rhea Refunds", role: "staff", permissions: ["orders", "refunds"] },
    });
  });

  it("hides the permissions for an owner, who holds every one", async () => {
    serve([OWNER]);
    fireEvent.click(await screen.findByRole("button", { name: "Add staff member" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add staff member" }));
    fireEvent.change(dialog.getByLabelText("Role"), { target: { value: "owner" } });
    expect(await dialog.findByText("An owner holds every permission.")).toBeTruthy();
    expect(dialog.queryAllByRole("checkbox")).toEqual([]);
  });

  it("edits a staff member's permissions: the set ticked is sent whole", async () => {
    const sent = serve([OWNER, member({ permissions: ["catalog", "orders"] })]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit the permissions of clerk@gravensteinrf.com" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Permissions of Cleo Clerk" }));
    expect(dialog.getByRole("checkbox", { name: "Catalog" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(dialog.getByRole("checkbox", { name: "Catalog" }));
    fireEvent.click(dialog.getByRole("checkbox", { name: "Customers" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save permissions" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: "PUT", url: "/api/admin/staff/2", body: { permissions: ["orders", "customers"] } });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
