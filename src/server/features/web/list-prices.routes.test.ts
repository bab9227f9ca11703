import { describe, expect, it } from "vitest";
import { createGroup } from "../../../../tests/support/discounts";
import { createCategory, createProduct, loginAsCustomer } from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";

const t = useTestApp();

describe("public pages and their cache keep list prices (extensions §8)", () => {
  it("a product page shows the list price and the quantity prices, the same bytes for a group member as for a visitor", async () => {
    const category = await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const probe = await createProduct(t.deps.db, {
      name: "101A EMC Probe Set",
      price: "895.00",
      categoryId: category.id,
      priceTiers: [
        { minQuantity: 5, price: "850.00" },
        { minQuantity: 10, price: "800.00" },
      ],
    });
    const member = await loginAsCustomer(t.app, t.deps.db);
    await createGroup(t.deps.db, "Education", "10.00", [member.userId]);

    const visitor = await t.app.inject({ method: "GET", url: `/products/${probe.id}` });
    const asMember = await t.app.inject({ method: "GET", url: `/products/${probe.id}`, headers: { cookie: member.cookie } });
    expect(visitor.statusCode).toBe(200);
    expect(asMember.body).toBe(visitor.body);
    expect(visitor.body).toContain("Quantity pricing");
    expect(visitor.body).toMatch(/5–9<\/td><td[^>]*>\$850\.00/);
    expect(visitor.body).toMatch(/10\+<\/td><td[^>]*>\$800\.00/);
    // 10 % off 895.00 would be 805.50: never on a public page.
    expect(visitor.body).not.toContain("805.50");

    const api = await t.app.inject({ method: "GET", url: "/api/products" });
    const apiAsMember = await t.app.inject({ method: "GET", url: "/api/products", headers: { cookie: member.cookie } });
    expect(apiAsMember.body).toBe(api.body);
    expect(api.json<{ id: string; price: string }[]>().find((p) => p.id === probe.id)?.price).toBe("895.00");
  });
});
