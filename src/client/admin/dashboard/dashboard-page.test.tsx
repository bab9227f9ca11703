import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { USER_KEY } from "../../lib/query-keys";
import { createQueryClient } from "../../lib/query-client";
import { sampleUser } from "../../lib/user-fixtures";
import { DashboardPage } from "./dashboard-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard", () => {
  it("the dashboard shows its figures only with the orders permission, and asks for none without it", () => {
    const fetch = vi.fn(() => Promise.reject(new Error("no call expected")));
    vi.stubGlobal("fetch", fetch);
    const client = createQueryClient();
    client.setQueryData(USER_KEY, sampleUser("staff", { permissions: ["catalog"] }));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("The shop's figures are for staff with the “Orders” permission");
    expect(screen.getByText("Catalog")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
