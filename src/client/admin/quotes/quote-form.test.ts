import { describe, expect, it } from "vitest";
import type { Quote } from "../../../shared/contracts/institutional";
import { quoteFormDefaults, quoteFormSchema, toQuoteUpdate } from "./quote-form";

const line = (productName: string, price: string, quantity: number) => ({
  productId: productName,
  productName,
  product: { id: productName, name: productName, price, image: "", category: "Cables" },
  price,
  quantity,
  selectedOption: null,
  lineTotal: (Number(price) * quantity).toFixed(2),
});

// Two cables at $75.00 and a probe at $410.00: a $560.00 subtotal.
const quote = {
  number: "Q-2026-00001",
  items: [line("CB-1 Flexible SMA Test Cable", "75.00", 2), line("101A EMC Probe", "410.00", 1)],
  discount: "0.00",
  validUntil: "2026-12-31",
} as Quote;

const schema = quoteFormSchema(quote);
const issues = (values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the quote editor's form", () => {
  it("starts from the quote's prices, discount and last valid day", () => {
    expect(quoteFormDefaults(quote)).toEqual({ prices: ["75.00", "410.00"], discount: "0.00", validUntil: "2026-12-31" });
  });

  it("says which field is wrong: a price or a discount that is no amount, no day", () => {
    expect(issues({ prices: ["70", "abc"], discount: "-5", validUntil: "" })).toEqual([
      "prices.1: The unit price must be an amount like 70.00",
      "discount: The discount must be an amount like 70.00",
      "validUntil: Choose the last valid day",
    ]);
  });

  it("refuses a discount above the subtotal at the new prices", () => {
    expect(issues({ prices: ["70.00", "400.00"], discount: "540.00", validUntil: "2027-01-15" })).toEqual([]);
    expect(issues({ prices: ["70.00", "400.00"], discount: "540.01", validUntil: "2027-01-15" })).toEqual([
      "discount: The discount must not be more than the subtotal ($540.00)",
    ]);
  });

  it("sends only the lines whose price changed, with two decimals", () => {
    expect(toQuoteUpdate({ prices: ["70", "410.00"], discount: "5", validUntil: " 2027-01-15 " }, quote)).toEqual({
      lines: [{ index: 0, unitPrice: "70.00" }],
      discount: "5.00",
      validUntil: "2027-01-15",
    });
  });
});
