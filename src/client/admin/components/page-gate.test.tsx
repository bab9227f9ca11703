import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../../shared/contracts/users";
import { USER_KEY } from "../../lib/query-keys";
import { createQueryClient } from "../../lib/query-client";
import { sampleUser } from "../../lib/user-fixtures";
import { PageGate } from "./page-gate";

function show(user: User, page: React.ReactNode) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("a page the staff member may not use", () => {
  it("says so instead of showing the page (and making its calls)", () => {
    show(
      sampleUser("staff", { permissions: ["catalog"] }),
      <PageGate access="orders">
        <p>orders page</p>
      </PageGate>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("You do not have permission to open this page");
    expect(screen.getByText("It is for staff with the “Orders” permission. Ask the owner if you need it.")).toBeTruthy();
    expect(screen.queryByText("orders page")).toBeNull();
  });

  it("shows the page to staff holding the permission and to the owner; the owner's pages to the owner alone", () => {
    show(sampleUser("staff", { permissions: ["orders"] }), <PageGate access="orders">orders page</PageGate>);
    expect(screen.getByText("orders page")).toBeTruthy();
    cleanup();
    show(sampleUser("owner"), <PageGate access="customers">customers page</PageGate>);
    expect(screen.getByText("customers page")).toBeTruthy();
    cleanup();
    show(
      sampleUser("staff", { permissions: ["catalog", "orders", "refunds", "customers", "service", "discounts"] }),
      <PageGate access="owner">staff page</PageGate>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Only the owner can open this page");
  });
});
