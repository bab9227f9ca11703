import type { Product } from "../../shared/contracts/catalog";

// A catalog product for the client's tests: no options, no specs, a 5 lb 12 in cube; tests name what they care about.

export function sampleProduct(overrides: Partial<Product> & Pick<Product, "id" | "name" | "price" | "category">): Product {
  return {
    description: "",
    image: "",
    inStock: 10,
    options: [],
    highlightedSpecs: [],
    specifications: "",
    weightLbs: "5.00",
    lengthIn: "12.00",
    widthIn: "12.00",
    heightIn: "12.00",
    pdfUrl: null,
    pdfTitle: null,
    eccn: null,
    htsCode: null,
    countryOfOrigin: null,
    serialized: false,
    warrantyMonths: 12,
    calibrationIntervalMonths: null,
    priceTiers: [],
    backorderable: false,
    leadTimeDays: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
