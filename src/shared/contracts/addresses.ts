import { z } from "zod";
import { normalizePostalCode, postalCodeIssue } from "../postal-codes";
import { readTaxId } from "../tax-ids";

// The same rules as the checkout form, so a saved address always fills a valid checkout.
const atLeast = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, `must be at most ${max} characters`);

export const addressInput = z
  .object({
    label: atLeast(1, 50, "Label is required"),
    name: atLeast(2, 200, "Name must be at least 2 characters"),
    companyName: z
      .string()
      .trim()
      .max(200, "must be at most 200 characters")
      .nullish()
      .transform((v) => v || null),
    phone: atLeast(10, 40, "Phone number must be at least 10 digits"),
    street: atLeast(5, 300, "Street address is required"),
    city: atLeast(2, 100, "City is required"),
    state: atLeast(2, 100, "State is required"),
    // Checked against the country's pattern below (extensions §9).
    zipCode: z.string().trim().max(20, "must be at most 20 characters"),
    country: atLeast(2, 100, "Country is required"),
    /** Extensions §9: the buyer's tax id for orders to this address (an EU or UK VAT number by its country's format). */
    taxId: z
      .string()
      .trim()
      .max(60, "must be at most 60 characters")
      .nullish()
      .transform((v) => v || null),
    isDefault: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const postal = postalCodeIssue(value.zipCode, value.country, "ZIP code is required");
    if (postal) ctx.addIssue({ code: "custom", path: ["zipCode"], message: postal });
    const taxId = readTaxId(value.country, value.taxId);
    if (!taxId.ok) ctx.addIssue({ code: "custom", path: ["taxId"], message: taxId.message });
  })
  // Stored in their written forms: "k1a0b1" as "K1A 0B1", "de 123 456 789" as "DE123456789".
  .transform((value) => {
    const taxId = readTaxId(value.country, value.taxId);
    return {
      ...value,
      zipCode: normalizePostalCode(value.country, value.zipCode) ?? value.zipCode,
      taxId: taxId.ok ? taxId.taxId : value.taxId,
    };
  });
export type AddressInput = z.input<typeof addressInput>;
export type AddressData = z.output<typeof addressInput>;

export const address = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  taxId: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;
