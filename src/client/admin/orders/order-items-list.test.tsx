import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { OrderItemsList } from "./order-items-list";

afterEach(cleanup);

const product = { id: "p2", name: "Helmholtz Coil", price: "100.00", image: "/c.svg", category: "Coils" };

describe("the admin order's items", () => {
  it("shows the option's extra amount once: the unit price holds it, the total is unit x quantity", () => {
    const stored = { productId: "p2", productName: product.name, product, price: "125.50", quantity: 3 };
    render(
      <OrderItemsList lines={readOrderLines(JSON.stringify([{ ...stored, selectedOption: { title: "Calibrated", price: "25.50" } }]))} />,
    );
    expect(screen.getByText("Option: Calibrated (+$25.50)")).toBeTruthy();
    expect(screen.getByText("Qty 3 × $125.50")).toBeTruthy();
    expect(screen.getByText("$376.50")).toBeTruthy();
  });

  it("says so when the items cannot be read", () => {
    render(<OrderItemsList lines={readOrderLines("not json")} />);
    expect(screen.getByText("The items of this order could not be read.")).toBeTruthy();
  });
});
