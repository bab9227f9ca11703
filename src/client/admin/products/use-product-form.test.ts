import { describe, expect, it } from "vitest";
import { productInput, type Product } from "../../../shared/contracts/catalog";
import { productFormValues, productSaveRequest } from "./use-product-form";
import { sampleProduct } from "../../lib/product-fixtures";

const loaded: Product = sampleProduct({
  id: "0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1e",
  name: "101A EMC Probe Set",
  description: "A shielded loop probe.",
  image: "/catalog/products/101a.svg",
  price: "199.00",
  category: "Near-Field Probes",
  inStock: 13,
  specifications: "Connector: SMA female",
  weightLbs: "1.50",
  lengthIn: "10.00",
  widthIn: "8.00",
  heightIn: "3.00",
  serialized: true,
  calibrationIntervalMonths: 12,
});

/** What the form hands to onSubmit: its values through the contract, as the resolver does. */
const submitted = (values: Partial<ReturnType<typeof productFormValues>>) =>
  productInput.parse({ ...productFormValues(loaded), ...values });

describe("productSaveRequest", () => {
  it("creates a product without a stock check", () => {
    const request = productSaveRequest(null, submitted({}));
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/products");
    expect(request.body).not.toHaveProperty("expectedInStock");
  });

  it("sends the stock the form was loaded with as expectedInStock", () => {
    const request = productSaveRequest(loaded, submitted({ description: "New text." }));
    expect(request).toMatchObject({
      method: "PUT",
      url: `/api/products/${loaded.id}`,
      body: { inStock: 13, expectedInStock: 13, description: "New text." },
    });
  });

  it("keeps the loaded stock as expectedInStock when the admin edits the stock field", () => {
    const request = productSaveRequest(loaded, submitted({ inStock: "20" }));
    expect(request.body).toMatchObject({ inStock: 20, expectedInStock: 13 });
  });
});
