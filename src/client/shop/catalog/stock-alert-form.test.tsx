import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { USER_KEY } from "../../lib/query-keys";
import { sampleUser } from "../../lib/user-fixtures";
import { StockAlertForm } from "./stock-alert-form";

const product = { id: "00000000-0000-4000-8000-000000000142", name: "142A High-Frequency Current Probe" };

function renderForm(user: unknown = null) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <StockAlertForm product={product} />
    </QueryClientProvider>,
  );
}
const email = () => screen.getByLabelText("Your e-mail") as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Notify me when it's back" }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StockAlertForm", () => {
  it("refuses an address that is not one, and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    fireEvent.input(email(), { target: { value: "not-an-address" } });
    submit();
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts with a signed-in customer's address and posts it, then says where the mail will go", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: "ok" }), { status: 202 })));
    vi.stubGlobal("fetch", fetchMock);
    renderForm({ ...sampleUser, email: "ada@example.com" });
    await waitFor(() => expect(email().value).toBe("ada@example.com"));
    submit();
    expect(await screen.findByRole("status")).toHaveProperty("textContent", expect.stringContaining("We will e-mail ada@example.com"));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/products/${product.id}/stock-alerts`,
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "ada@example.com" }) }),
    );
  });

  it("shows the server's reason when it refuses (too many sign-ups)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: "Too many requests" }), { status: 429 }))),
    );
    renderForm();
    fireEvent.input(email(), { target: { value: "grace@example.com" } });
    submit();
    expect(await screen.findByText("Too many requests")).toBeTruthy();
  });
});
