import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../../shared/contracts/users";
import { createQueryClient } from "../../lib/query-client";
import { sampleUser } from "../../lib/user-fixtures";
import { LoginForm, RegisterForm } from "./auth-forms";

const signedIn = (role: User["role"]) => sampleUser(role, { id: 7 });

/** The server answers the login or registration with this user. */
function answerWith(user: User) {
  const json = (status: number) =>
    Promise.resolve(new Response(JSON.stringify(user), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => json(url === "/api/register" ? 201 : 200)),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(url: string, form: "login" | "register") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth" element={form === "login" ? <LoginForm /> : <RegisterForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText("Username"), { target: { value: "ada" } });
  fireEvent.input(screen.getByLabelText("Password"), { target: { value: "long-enough-1" } });
  fireEvent.click(screen.getByRole("button", { name: form === "login" ? "Login" : "Register" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("after signing in on /auth", () => {
  it("a customer goes back to the safe ?next= (the checkout's Login here)", async () => {
    answerWith(signedIn("customer"));
    renderAt("/auth?next=%2Fcheckout", "login");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/checkout"));
  });

  it("a new account goes there too", async () => {
    answerWith(signedIn("customer"));
    renderAt("/auth?next=%2Fcheckout", "register");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/checkout"));
  });

  it("a next that leaves the site is ignored: home", async () => {
    answerWith(signedIn("customer"));
    renderAt("/auth?next=https%3A%2F%2Fevil.example%2F", "login");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
  });

  it("an admin still lands on the dashboard", async () => {
    answerWith(signedIn("owner"));
    renderAt("/auth?next=%2Fcheckout", "login");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/admin/dashboard"));
  });
});
