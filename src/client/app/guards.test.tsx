import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../shared/contracts/users";
import { USER_KEY } from "../lib/query-keys";
import { createQueryClient } from "../lib/query-client";
import { sampleUser } from "../lib/user-fixtures";
import { GuestOnlyRoute } from "./guards";

const user = (role: User["role"]) => sampleUser(role);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** A signed-in user opening `url`: where do they end up? */
function landing(url: string, signedIn: User) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, signedIn);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/auth"
            element={
              <GuestOnlyRoute>
                <p>forms</p>
              </GuestOnlyRoute>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId("where").textContent;
}

afterEach(cleanup);

describe("GuestOnlyRoute (/auth) for a signed-in user", () => {
  it("a customer goes to the safe ?next= (the checkout's Login here), else home", () => {
    expect(landing("/auth?next=%2Fcheckout", user("customer"))).toBe("/checkout");
    cleanup();
    expect(landing("/auth", user("customer"))).toBe("/");
    cleanup();
    expect(landing("/auth?next=%2F%2Fevil.example%2Fcheckout", user("customer"))).toBe("/");
  });

  it("an admin still goes to the dashboard", () => {
    expect(landing("/auth?next=%2Fcheckout", user("owner"))).toBe("/admin/dashboard");
  });
});
