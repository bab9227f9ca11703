import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  buildOrderLine,
  buildProductInput,
  createCategory,
  createOrder,
  createProduct,
  loginAsCustomer,
} from "../../../../tests/support/factories";
import { useTestApp } from "../../../../tests/support/use-test-app";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";

const t = useTestApp({ admin: true });

type Method = "POST" | "PUT" | "DELETE" | "GET";
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const UNKNOWN_UUID = "5b0c8f5e-1f1e-4c7e-9a51-7f1d2b3c4d5e";

describe("catalog admin: who may call", () => {
  const routes: [Method, string][] = [
    ["POST", "/api/admin/categories"],
    ["PUT", "/api/admin/categories/1"],
    ["DELETE", "/api/admin/categories/1"],
    ["POST", "/api/products"],
    ["PUT", `/api/products/${UNKNOWN_UUID}`],
    ["DELETE", `/api/products/${UNKNOWN_UUID}`],
  ];

  it.each(routes)("%s %s: 401 anonymous, 403 customer, even with a body that would not validate", async (method, url) => {
    const anonymous = await call(method, url, undefined, method === "DELETE" ? undefined : {});
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await loginAsCustomer(t.app, t.deps.db);
    const customer = await call(method, url, cookie, method === "DELETE" ? undefined : {});
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: expect.any(String) });
  });
});

describe("categories", () => {
  it("creates (201), shows it in the public list, updates and deletes it", async () => {
    const created = await call("POST", "/api/admin/categories", t.admin, { name: "Antennas", description: "Biconical and log-periodic." });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({
      name: "Antennas",
      description: "Biconical and log-periodic.",
      image: null,
      fileUrl: null,
      productCount: 0,
    });

    const listed = await call("GET", "/api/categories");
    expect(listed.json().map((c: { name: string }) => c.name)).toContain("Antennas");

    const updated = await call("PUT", `/api/admin/categories/${category.id}`, t.admin, {
      name: "EMC Antennas",
      description: "",
      image: "/objects/images/0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1e",
      fileUrl: "/objects/uploads/0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1f",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: category.id,
      name: "EMC Antennas",
      image: "/objects/images/0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1e",
    });
    expect((await call("GET", "/api/categories")).json().map((c: { name: string }) => c.name)).toContain("EMC Antennas");

    expect((await call("DELETE", `/api/admin/categories/${category.id}`, t.admin)).statusCode).toBe(204);
    expect((await call("GET", "/api/categories")).json()).toEqual([]);
  });

  it("renaming a category carries its products", async () => {
    const category = await createCategory(t.deps.db, { name: "Probes" });
    const product = await createProduct(t.deps.db, { categoryId: category.id });
    await call("PUT", `/api/admin/categories/${category.id}`, t.admin, { name: "Near-Field Probes" });
    expect((await call("GET", `/api/products/${product.id}`)).json().category).toBe("Near-Field Probes");
  });

  it("validates the body and refuses a duplicate name", async () => {
    const missing = await call("POST", "/api/admin/categories", t.admin, { description: "no name" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^name: /);
    const badImage = await call("POST", "/api/admin/categories", t.admin, { name: "X", image: "javascript:alert(1)" });
    expect(badImage.statusCode).toBe(400);
    await createCategory(t.deps.db, { name: "Amplifiers" });
    const dup = await call("POST", "/api/admin/categories", t.admin, { name: "Amplifiers" });
    expect(dup.statusCode).toBe(409);
  });

  it("refuses to delete a category with products, saying how many", async () => {
    const category = await createCategory(t.deps.db);
    await createProduct(t.deps.db, { categoryId: category.id });
    await createProduct(t.deps.db, { categoryId: category.id });
    const res = await call("DELETE", `/api/admin/categories/${category.id}`, t.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/2 products/);
  });

  it.each(["999", "abc", "0", "-1", "1.5", "1e3", "99999999999"])("answers 404 for the unknown id %s", async (id) => {
    expect((await call("PUT", `/api/admin/categories/${id}`, t.admin, { name: "Nothing" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/categories/${id}`, t.admin)).statusCode).toBe(404);
  });
});

describe("products", () => {
  it("creates (201) with the option default rules, updates and deletes", async () => {
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const body = buildProductInput({
      name: "101A EMC Probe Set",
      options: [
        { title: "Standard", price: "0" },
        { title: "With case", price: "49.5", isDefault: true },
        { title: "Calibrated", price: "120.00", isDefault: true },
      ],
    });
    const created = await call("POST", "/api/products", t.admin, body);
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ name: "101A EMC Probe Set", category: "Near-Field Probes", price: "199.00", inStock: 10 });
    expect(product.options).toEqual([
      { title: "Standard", price: "0.00", isDefault: false },
      { title: "With case", price: "49.50", isDefault: true },
      { title: "Calibrated", price: "120.00", isDefault: false },
    ]);
    expect((await call("GET", "/api/products")).json()).toHaveLength(1);

    const updated = await call("PUT", `/api/products/${product.id}`, t.admin, { ...body, price: "249.99", inStock: 3, options: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: product.id, price: "249.99", inStock: 3, options: [] });
    expect((await call("GET", `/api/products/${product.id}`)).json().price).toBe("249.99");

    expect((await call("DELETE", `/api/products/${product.id}`, t.admin)).statusCode).toBe(204);
    expect((await call("GET", `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/products")).json()).toEqual([]);
  });

  it("keeps a product's serial numbers, warranty and calibration interval (extensions §7)", async () => {
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const probe = await call("POST", "/api/products", t.admin, buildProductInput({ serialized: true }));
    expect(probe.json()).toMatchObject({ serialized: true, warrantyMonths: 12, calibrationIntervalMonths: 12 });
    const coil = await call(
      "POST",
      "/api/products",
      t.admin,
      buildProductInput({ serialized: true, warrantyMonths: 24, calibrationIntervalMonths: "" }),
    );
    expect(coil.json()).toMatchObject({ serialized: true, warrantyMonths: 24, calibrationIntervalMonths: null });
    // A product without serial numbers is never calibrated per unit, whatever the form says.
    const cable = await call("POST", "/api/products", t.admin, buildProductInput({ calibrationIntervalMonths: 12 }));
    expect(cable.json()).toMatchObject({ serialized: false, warrantyMonths: 12, calibrationIntervalMonths: null });
    const bad = await call(
      "POST",
      "/api/products",
      t.admin,
      buildProductInput({ warrantyMonths: 500, calibrationIntervalMonths: 0, serialized: true }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("warrantyMonths: must be at most 120 months; calibrationIntervalMonths: must be at least 1 month");
  });

  it("seeds instruments with serial numbers and a yearly calibration, accessories without", async () => {
    const { seedIfEmpty } = await import("../../db/seed/seed");
    await seedIfEmpty(t.deps.db);
    const catalog = (await call("GET", "/api/products")).json<
      { name: string; serialized: boolean; calibrationIntervalMonths: number | null }[]
    >();
    const byName = (prefix: string) => catalog.find((p) => p.name.startsWith(prefix))!;
    expect(byName("101A")).toMatchObject({ serialized: true, calibrationIntervalMonths: 12 });
    expect(byName("150A")).toMatchObject({ serialized: true, calibrationIntervalMonths: 12 });
    expect(byName("135A")).toMatchObject({ serialized: true, calibrationIntervalMonths: 12 });
    expect(byName("CB-1")).toMatchObject({ serialized: false, calibrationIntervalMonths: null });
  });

  it("answers 400 for an unknown category name and for a bad body", async () => {
    const unknown = await call("POST", "/api/products", t.admin, buildProductInput({ category: "No Such Category" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/No Such Category/);
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    const bad = await call("POST", "/api/products", t.admin, buildProductInput({ price: "", inStock: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/price: Price is required/);
  });

  it("answers 404 for unknown and non-uuid ids", async () => {
    await createCategory(t.deps.db, { name: "Near-Field Probes" });
    for (const id of [UNKNOWN_UUID, "not-a-uuid", "1"]) {
      expect((await call("PUT", `/api/products/${id}`, t.admin, buildProductInput())).statusCode).toBe(404);
      expect((await call("DELETE", `/api/products/${id}`, t.admin)).statusCode).toBe(404);
    }
  });

  describe("a save from a form opened before orders took stock", () => {
    /** The admin opens the form at stock 13; then a checkout reserves 3 (the same conditional UPDATE the charge runs). */
    async function soldWhileEditing() {
      await createCategory(t.deps.db, { name: "Near-Field Probes" });
      const body = buildProductInput({ name: "101A EMC Probe Set", inStock: 13 });
      const opened = (await call("POST", "/api/products", t.admin, body)).json<{ id: string; inStock: number }>();
      await t.deps.db
        .update(products)
        .set({ inStock: sql`${products.inStock} - 3` })
        .where(eq(products.id, opened.id));
      const stored = async () => (await t.deps.db.select().from(products).where(eq(products.id, opened.id)))[0]!;
      return { body, opened, stored };
    }

    it("answers 409 naming both numbers and changes nothing when expectedInStock is stale", async () => {
      const { body, opened, stored } = await soldWhileEditing();
      const res = await call("PUT", `/api/products/${opened.id}`, t.admin, {
        ...body,
        description: "New text.",
        expectedInStock: opened.inStock,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          "Stock of 101A EMC Probe Set changed from 13 to 10 since you opened it (orders were placed). Review the stock and save again.",
      });
      const row = await stored();
      expect(row.inStock).toBe(10);
      expect(row.description).toBe(body.description);
    });

    it("saves (200) when expectedInStock matches the current stock", async () => {
      const { body, opened, stored } = await soldWhileEditing();
      const res = await call("PUT", `/api/products/${opened.id}`, t.admin, {
        ...body,
        inStock: 10,
        description: "New text.",
        expectedInStock: 10,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ inStock: 10, description: "New text." });
      // An intended stock change is kept when the check passes.
      const restock = await call("PUT", `/api/products/${opened.id}`, t.admin, { ...body, inStock: 25, expectedInStock: 10 });
      expect(restock.statusCode).toBe(200);
      expect((await stored()).inStock).toBe(25);
    });

    it("overwrites the stock as before when expectedInStock is absent (API callers, older clients)", async () => {
      const { body, opened, stored } = await soldWhileEditing();
      const res = await call("PUT", `/api/products/${opened.id}`, t.admin, { ...body, description: "New text." });
      expect(res.statusCode).toBe(200);
      expect((await stored()).inStock).toBe(13);
    });

    it("answers 404 for an unknown product and 400 for a malformed expectedInStock", async () => {
      const { body, opened } = await soldWhileEditing();
      expect((await call("PUT", `/api/products/${UNKNOWN_UUID}`, t.admin, { ...body, expectedInStock: 13 })).statusCode).toBe(404);
      const negative = await call("PUT", `/api/products/${opened.id}`, t.admin, { ...body, expectedInStock: -1 });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().message).toMatch(/^expectedInStock: /);
      expect((await call("PUT", `/api/products/${opened.id}`, t.admin, { ...body, expectedInStock: 2.5 })).statusCode).toBe(400);
    });
  });

  it("deletes a product that past orders still name; the orders keep their lines", async () => {
    const product = await createProduct(t.deps.db, { name: "150A EMC Probe Amplifier" });
    const items = JSON.stringify([buildOrderLine({ ...product, price: "199.00" }, 2)]);
    const order = await createOrder(t.deps.db, { items });
    expect((await call("DELETE", `/api/products/${product.id}`, t.admin)).statusCode).toBe(204);
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.items).toBe(items);
  });
});
