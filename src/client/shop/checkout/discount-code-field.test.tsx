import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "../../lib/cart/cart-types";
import { sampleCart } from "../../lib/cart/cart-fixtures";
import { jsonResponse } from "../../lib/order-fixtures";
import { createQueryClient } from "../../lib/query-client";
import { DiscountCodeField } from "./discount-code-field";
import { useDiscountCode } from "./use-discount-code";

interface Call {
  url: string;
  body: { code: string; items: string };
}

/** The field inside a form, as at the checkout: a submit is a placed order. */
function Harness({ items, onSubmit }: { items: CartItem[]; onSubmit: () => void }) {
  const discount = useDiscountCode(items, null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <DiscountCodeField discount={discount} />
      <p data-testid="applied">{discount.applied ? `${discount.applied.code} ${discount.applied.discountAmount}` : "none"}</p>
    </form>
  );
}

/** The server's check: SPRING10 takes 10 % off; anything else is refused with its reason. */
function serve(items: CartItem[] = sampleCart) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Call["body"];
      calls.push({ url, body });
      if (body.code.toUpperCase() === "SPRING10") {
        const lines = JSON.parse(body.items) as CartItem[];
        const amount = lines.length === 1 ? "289.00" : "378.55";
        return Promise.resolve(jsonResponse({ code: "SPRING10", discountAmount: amount, message: "SPRING10: 10% off your order." }));
      }
      if (body.code === "NOPE") return Promise.resolve(jsonResponse({ message: "The discount code NOPE does not exist" }, 404));
      return Promise.resolve(jsonResponse({ message: "This code has expired" }, 400));
    }),
  );
  const submitted = vi.fn();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness items={items} onSubmit={submitted} />
    </QueryClientProvider>,
  );
  const rerender = (next: CartItem[]) =>
    view.rerender(
      <QueryClientProvider client={createQueryClient()}>
        <Harness items={next} onSubmit={submitted} />
      </QueryClientProvider>,
    );
  return { calls, submitted, rerender };
}

const field = () => screen.getByLabelText("Discount code");
const type = (code: string) => fireEvent.change(field(), { target: { value: code } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the checkout's discount code", () => {
  it("is checked by the server against the cart on Apply, and shows what it saves", async () => {
    const { calls, submitted } = serve();
    type("spring10");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByTestId("discount-applied")).textContent).toContain("SPRING10 applied: you save $378.55.");
    expect(screen.getByTestId("applied").textContent).toContain("SPRING10 378.55");
    expect(calls).toEqual([{ url: "/api/discounts/check", body: { code: "spring10", items: JSON.stringify(sampleCart) } }]);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("applies on Enter instead of placing the order", async () => {
    const { calls, submitted } = serve();
    type("SPRING10");
    fireEvent.keyDown(field(), { key: "Enter" });
    await screen.findByTestId("discount-applied");
    expect(calls).toHaveLength(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("shows the server's reason under the field, and nothing is taken off", async () => {
    serve();
    type("OLD2025");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    // The message region is always there (a live region announces what appears in it).
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("This code has expired"));
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("applied").textContent).toContain("none");
    type("NOPE");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The discount code NOPE does not exist"));
  });

  it("refuses an empty code or one with other characters without asking the server", () => {
    const { calls } = serve();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toContain("Enter a discount code");
    type("TEN OFF!");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toContain("A code has only letters, digits, - and _");
    expect(calls).toHaveLength(0);
  });

  it("is checked again when the cart changes, and Remove takes it off", async () => {
    const { calls, rerender } = serve();
    type("SPRING10");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByTestId("discount-applied");
    rerender(sampleCart.slice(0, 1));
    await waitFor(() => expect(screen.getByTestId("applied").textContent).toContain("SPRING10 289.00"));
    expect(calls).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Remove the code SPRING10" }));
    expect(screen.getByTestId("applied").textContent).toContain("none");
    expect(field()).toBeTruthy();
  });
});
