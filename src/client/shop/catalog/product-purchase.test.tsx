import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../../shared/contracts/catalog";
import { CartProvider, useCart } from "../../lib/cart/cart-context";
import { ADDED_CONFIRMATION_MS, ProductPurchase } from "./product-purchase";
import { sampleProduct } from "../../lib/product-fixtures";

const base: Product = sampleProduct({
  id: "p1",
  name: "101A EMC Probe Set",
  description: "Probe kit",
  image: "/p.svg",
  price: "1095.00",
  category: "EMC Probe Sets",
  inStock: 3,
  options: [
    { title: "Probe set", price: "0.00", isDefault: false },
    { title: "With amplifier", price: "525.00", isDefault: true },
  ],
  weightLbs: "4.20",
  lengthIn: "15.00",
  widthIn: "12.00",
  heightIn: "5.00",
  createdAt: "",
  updatedAt: "",
});

function CartProbe() {
  const { items, totalItems } = useCart();
  return (
    <output data-testid="cart">{`${totalItems}|${items.map((i) => `${i.product.id}:${i.quantity}:${i.selectedOption?.title ?? "-"}`).join(",")}`}</output>
  );
}

function renderPurchase(product: Product = base) {
  return render(
    <CartProvider>
      <ProductPurchase product={product} />
      <CartProbe />
    </CartProvider>,
  );
}

const addButton = () => screen.getByRole("button", { name: /Add to Cart|Added to Cart/ });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ProductPurchase", () => {
  it("starts with the default option, shows base + option as the total, and quantity 1", () => {
    renderPurchase();
    expect((screen.getByLabelText(/Option/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("With amplifier (+$525.00)");
    expect(screen.getByTestId("product-total-price").textContent).toBe("$1,620.00");
    expect(screen.getByTestId("quantity").textContent).toBe("1");
  });

  it("adds product, quantity and option, then shows 'Added to Cart' for two seconds, keeping the focus", async () => {
    vi.useFakeTimers();
    renderPurchase();
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    addButton().focus();
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("2|p1:2:With amplifier");
    expect(addButton().textContent).toContain("Added to Cart");
    // Unavailable without being disabled: a disabled button would lose the focus that pressed it.
    expect(addButton().getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(addButton());
    expect(screen.getByText("101A EMC Probe Set added to your cart").getAttribute("role")).toBe("status");
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("2|p1:2:With amplifier");
    await act(async () => {
      vi.advanceTimersByTime(ADDED_CONFIRMATION_MS - 1);
    });
    expect(addButton().getAttribute("aria-disabled")).toBe("true");
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(addButton().textContent).toContain("Add to Cart");
    expect(addButton().getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(addButton());
  });

  it("the stepper and Add to Cart stop at the stock, counting what is already in the cart", async () => {
    vi.useFakeTimers();
    renderPurchase({ ...base, inStock: 3 });
    const plus = () => screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    fireEvent.click(plus());
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("2|p1:2:With amplifier");
    expect(screen.getByText("1 more available (2 in your cart)")).toBeTruthy();
    // The quantity shown follows what is left.
    expect(screen.getByTestId("quantity").textContent).toBe("1");
    expect(plus().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(ADDED_CONFIRMATION_MS);
    });
    // Another option of the same product draws on the same stock.
    fireEvent.change(screen.getByLabelText(/Option/), { target: { value: "0" } });
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("3|p1:2:With amplifier,p1:1:Probe set");
    await act(async () => {
      vi.advanceTimersByTime(ADDED_CONFIRMATION_MS);
    });
    expect(addButton().getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("All 3 in stock are in your cart.")).toBeTruthy();
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("3|p1:2:With amplifier,p1:1:Probe set");
  });

  it("a product built to order is bought beyond its stock and says when the rest ships", () => {
    renderPurchase({ ...base, options: [], inStock: 2, backorderable: true, leadTimeDays: 28 });
    const plus = () => screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    expect(screen.queryByTestId("ships-in")).toBeNull();
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(plus().disabled).toBe(false);
    expect(screen.getByTestId("ships-in").textContent).toBe("2 from stock, 1 built to order. Ships in about 28 days.");
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("3|p1:3:-");
  });

  it("a product built to order with none in stock can still be added: Built to Order, not out of stock", () => {
    renderPurchase({ ...base, options: [], inStock: 0, backorderable: true, leadTimeDays: 1 });
    expect(screen.getByText("Built to Order")).toBeTruthy();
    expect(screen.queryByText("This product is currently out of stock.")).toBeNull();
    expect(screen.getByTestId("ships-in").textContent).toBe("Built to order. Ships in about 1 day.");
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("1|p1:1:-");
  });

  it("a product that is not built to order stays unbuyable at stock 0", () => {
    renderPurchase({ ...base, options: [], inStock: 0, backorderable: false, leadTimeDays: null });
    expect(screen.getByText("Out of Stock")).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("'No option selected' disables Add to Cart with both messages", () => {
    renderPurchase();
    fireEvent.change(screen.getByLabelText(/Option/), { target: { value: "none" } });
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Please select an option to add to cart")).toBeTruthy();
    expect(screen.getByText("Select an option above to enable add to cart")).toBeTruthy();
    expect(screen.getByTestId("product-total-price").textContent).toBe("$1,095.00");
  });

  it("caps the quantity at the stock and disables Add to Cart when out of stock", () => {
    renderPurchase({ ...base, inStock: 2 });
    const plus = screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect(screen.getByTestId("quantity").textContent).toBe("2");
    expect(plus.disabled).toBe(true);
    cleanup();
    renderPurchase({ ...base, inStock: 0 });
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Out of Stock")).toBeTruthy();
  });

  it("a product without options has no selector and can be added", () => {
    renderPurchase({ ...base, options: [] });
    expect(screen.queryByLabelText(/Option/)).toBeNull();
    fireEvent.click(addButton());
    expect(screen.getByTestId("cart").textContent).toBe("1|p1:1:-");
  });
});
