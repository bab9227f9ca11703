import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../shared/contracts/catalog";
import { CartProvider, useCart } from "../lib/cart/cart-context";
import { amplifier, probeSet, withCalibration } from "../lib/cart/cart-fixtures";
import { saveCart } from "../lib/cart/cart-storage";
import { sampleProduct } from "../lib/product-fixtures";
import { createQueryClient } from "../lib/query-client";
import { CartSheet } from "./cart-sheet";

function listed(product: typeof probeSet, changes: Partial<Product> = {}): Product {
  const { id, name, image, price, category } = product;
  return sampleProduct({ id, name, image, price, category, ...changes });
}

/** The /api/products answer the cart is checked against. */
function serveCatalog(products: Product[]) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(products), { headers: { "content-type": "application/json" } })),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function Opener() {
  const { openCart } = useCart();
  return (
    <button type="button" onClick={openCart}>
      Open cart
    </button>
  );
}

function renderCart() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CartProvider>
          <Opener />
          <CartSheet />
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function openCart() {
  const button = screen.getByRole("button", { name: "Open cart" });
  button.focus();
  fireEvent.click(button);
  return screen.getByRole("dialog", { name: "Shopping Cart" });
}

const lineOf = (panel: HTMLElement, name: string) =>
  within(panel)
    .getAllByTestId("cart-line")
    .find((line) => line.textContent?.includes(name))!;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CartSheet checks the cart against the catalog", () => {
  it("updates a changed price with one notice, marks a removed product and leaves it out of the total", async () => {
    saveCart([
      { product: amplifier, quantity: 2 },
      { product: probeSet, quantity: 1, selectedOption: withCalibration },
    ]);
    const fetchMock = serveCatalog([listed(amplifier, { price: "945.00" })]);
    renderCart();
    const panel = openCart();

    const notices = within(panel).getByRole("status");
    await waitFor(() => expect(notices.textContent).toContain("The price of 150A EMC Probe Amplifier changed from $895.50 to $945.00."));
    expect(notices.textContent).toContain("101A EMC Probe Set is no longer available.");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const amp = lineOf(panel, "150A EMC Probe Amplifier");
    expect(within(amp).getByTestId("cart-line-unit").textContent).toBe("2 x $945.00");
    expect(within(amp).getByTestId("cart-line-total").textContent).toBe("$1,890.00");
    const probe = lineOf(panel, "101A EMC Probe Set");
    expect(within(probe).getByTestId("cart-line-unavailable").textContent).toBe("No longer available");
    expect(within(probe).queryByRole("button", { name: "Increase quantity" })).toBeNull();
    expect(within(panel).getByTestId("cart-total").textContent).toBe("$1,890.00");
    expect(within(panel).getByText("2 items")).toBeTruthy();

    // Said once: a change of quantity re-renders without repeating the notice.
    fireEvent.click(within(amp).getByRole("button", { name: "Decrease quantity" }));
    expect(within(panel).getAllByText(/changed from \$895\.50/)).toHaveLength(1);

    fireEvent.click(within(probe).getByRole("button", { name: "Remove 101A EMC Probe Set" }));
    expect(within(panel).getAllByTestId("cart-line")).toHaveLength(1);
  });

  it("caps a quantity at the stock and stops the + button there", async () => {
    saveCart([{ product: amplifier, quantity: 5 }]);
    serveCatalog([listed(amplifier, { inStock: 3 })]);
    renderCart();
    const panel = openCart();
    await waitFor(() => expect(within(panel).getByTestId("cart-line-quantity").textContent).toBe("3"));
    expect(within(panel).getByRole("status").textContent).toContain("150A EMC Probe Amplifier: only 3 in stock, so the quantity is now 3.");
    const plus = within(panel).getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(within(panel).getByText("No more in stock")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Decrease quantity" }));
    expect(plus.disabled).toBe(false);
  });

  it("an out-of-stock line is unavailable and Proceed to Checkout waits for something to buy", async () => {
    saveCart([{ product: amplifier, quantity: 1 }]);
    serveCatalog([listed(amplifier, { inStock: 0 })]);
    renderCart();
    const panel = openCart();
    await waitFor(() => expect(within(panel).getByTestId("cart-line-unavailable").textContent).toBe("Out of stock"));
    expect(within(panel).getByTestId("cart-total").textContent).toBe("$0.00");
    expect((within(panel).getByRole("button", { name: "Proceed to Checkout" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("closing the panel gives the focus back to what opened it", async () => {
    serveCatalog([]);
    renderCart();
    const panel = openCart();
    await act(async () => {
      fireEvent.click(within(panel).getByRole("button", { name: "Close cart" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open cart" }));
  });
});
