import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import type { Product } from "../../../shared/contracts/catalog";
import { CartProvider, useCart } from "../../lib/cart/cart-context";
import { CART_STORAGE_KEY } from "../../lib/cart/cart-storage";
import { replayEarlyTaps, takeEarlyTaps } from "../../lib/early-taps";
import { freshPageEachTest, inAct, serverHtml } from "../../lib/early-taps-fixtures";
import { sampleProduct } from "../../lib/product-fixtures";
import { ProductPurchase } from "./product-purchase";

// Taps on the product page before the app has run (decision 0082): what was chosen is what is added.

const product: Product = sampleProduct({
  id: "p1",
  name: "101A EMC Probe Set",
  price: "1095.00",
  category: "EMC Probe Sets",
  inStock: 5,
  options: [
    { title: "Probe set", price: "0.00", isDefault: true },
    { title: "With amplifier", price: "525.00", isDefault: false },
  ],
});

function CartProbe() {
  const { lines } = useCart();
  return (
    <output data-testid="cart">{lines.map((l) => `${l.product.id}:${l.quantity}:${l.selectedOption?.title ?? "-"}`).join(",")}</output>
  );
}

freshPageEachTest();

describe("ProductPurchase over server HTML", () => {
  it("Add to Cart adds the option and quantity chosen in the server's HTML, beside the cart already stored", async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ product: { id: "p0", name: "Earlier", price: "10.00", image: "/p.svg", category: "Probes" }, quantity: 1 }]),
    );
    const page = (
      <CartProvider restoreAfterMount>
        <ProductPurchase product={product} />
        <CartProbe />
      </CartProvider>
    );
    const root = serverHtml(page);
    // Before the app runs: the list is plain HTML and changes; the app's buttons are only noted.
    const select = screen.getByLabelText(/Option/) as HTMLSelectElement;
    select.value = "1";
    screen.getByRole("button", { name: "Increase quantity" }).click();
    screen.getByRole("button", { name: "Add to Cart" }).click();
    expect(screen.getByTestId("cart").textContent).toBe("");

    await act(async () => {
      hydrateRoot(root, page);
    });
    await replayEarlyTaps(takeEarlyTaps(), inAct);
    expect(screen.getByTestId("cart").textContent).toBe("p0:1:-,p1:2:With amplifier");
    expect(screen.getByRole("button", { name: "Added to Cart" })).toBeTruthy();
    expect(screen.getByText("101A EMC Probe Set added to your cart").getAttribute("role")).toBe("status");
    expect(screen.getByTestId("product-total-price").textContent).toBe("$1,620.00");
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);
  });
});
