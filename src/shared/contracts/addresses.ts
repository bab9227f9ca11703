import { z } from "zod";

// The same rules as the checkout form, so a saved address always fills a valid checkout.
const atLeast = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, `must be at most ${max} characters`);

export const addressInput = z.object({
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
  zipCode: atLeast(5, 20, "ZIP code is required"),
  country: atLeast(2, 100, "Country is required"),
  isDefault: z.boolean().default(false),
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
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;
