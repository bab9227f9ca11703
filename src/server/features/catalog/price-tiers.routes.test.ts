import { describe, expect, it } from "vitest";
import type { Product } from "../../../shared/contracts/catalog";
import { buildProductInput, createCategory } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp({ admin: true });

const save = (method: "POST" | "PUT", url: string, payload: object) => t.app.inject({ method, url, headers: { cookie: t.admin }, payload });

describe("quantity prices of a product (extensions §8)", () => {
  it("are saved in order, answered by /api/products and replaced on edit", async () => {
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const tiers = [
      { minQuantity: "5", price: "850" },
      { minQuantity: 10, price: "800.00" },
    ];
    const created = await save("POST", "/api/products", buildProductInput({ price: "895.00", priceTiers: tiers }));
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<Product>();
    expect(product.priceTiers).toEqual([
      { minQuantity: 5, price: "850.00" },
      { minQuantity: 10, price: "800.00" },
    ]);
    // The public list (a cache renewed on every catalog change) carries them too.
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: "GET", url: "/api/products" })).json<Product[]>().find((p) => p.id === product.id)?.priceTiers,
      )
      .toEqual(product.priceTiers);

    const edited = await save(
      "PUT",
      `/api/products/${product.id}`,
      buildProductInput({ name: product.name, price: "895.00", priceTiers: [] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Product>().priceTiers).toEqual([]);
  });

  it("answers 400 at the tier at fault: quantities from 2 and rising, prices falling and below the list price", async () => {
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const cases: [object[], RegExp][] = [
      [[{ minQuantity: 1, price: "850.00" }], /^priceTiers\.0\.minQuantity: Quantity must be at least 2/],
      [[{ minQuantity: 2.5, price: "850.00" }], /^priceTiers\.0\.minQuantity: Quantity must be a whole number/],
      [[{ minQuantity: 5, price: "0" }], /^priceTiers\.0\.price: Tier price must be greater than 0/],
      [[{ minQuantity: 5, price: "900.00" }], /^priceTiers\.0\.price: A tier's price must be below the list price/],
      [
        [
          { minQuantity: 5, price: "850.00" },
          { minQuantity: 3, price: "800.00" },
        ],
        /^priceTiers\.1\.minQuantity: Each tier's quantity must be more than the one before/,
      ],
      [
        [
          { minQuantity: 5, price: "850.00" },
          { minQuantity: 10, price: "860.00" },
        ],
        /^priceTiers\.1\.price: Each tier's price must be below the one before/,
      ],
    ];
    for (const [priceTiers, message] of cases) {
      const res = await save("POST", "/api/products", buildProductInput({ price: "895.00", priceTiers: priceTiers as never }));
      expect(res.statusCode, JSON.stringify(priceTiers)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
  });
});
