import { z } from "zod";
import { DEFAULT_COUNTRY } from "../../../shared/geo";
import { postalCodeIssue } from "../../../shared/postal-codes";
import { readTaxId } from "../../../shared/tax-ids";
import { digitsOnly } from "./card-format";

// The checkout form's rules, with the messages of spec §5 word for word.
const atLeast = (min: number, message: string) => z.string().trim().min(min, message);

export const checkoutFormSchema = z
  .object({
    username: z.string().trim(),
    password: z.string(),
    customerName: atLeast(2, "Name must be at least 2 characters"),
    customerEmail: z.string().trim().pipe(z.email("Invalid email address")),
    customerPhone: atLeast(10, "Phone number must be at least 10 digits"),
    companyName: z.string().trim(),
    billingStreet: atLeast(5, "Billing street address is required"),
    billingCity: atLeast(2, "Billing city is required"),
    billingState: atLeast(2, "Billing state is required"),
    // Checked against the country's pattern below (extensions §9: the seed's "at least 5" gives way to it).
    billingZipCode: z.string().trim(),
    billingCountry: atLeast(2, "Billing country is required"),
    sameAsBilling: z.boolean(),
    street: atLeast(5, "Shipping street address is required"),
    city: atLeast(2, "Shipping city is required"),
    state: atLeast(2, "Shipping state is required"),
    zipCode: z.string().trim(),
    country: atLeast(2, "Shipping country is required"),
    shippingMethod: z.string().min(1, "Please select a shipping method"),
    purchaseOrderNumber: z.string().trim(),
    /** Extensions §9: optional, by the shipping country's format (an EU or UK VAT number). */
    taxId: z.string().trim(),
    specialInstructions: z.string().trim(),
    // The field shows the number in blocks of four; the rule counts digits.
    cardNumber: z.string().refine((value) => digitsOnly(value).length >= 13, "Card number is required"),
    expirationDate: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Format: MM/YY"),
    cvv: z.string().trim().min(3, "CVV is required"),
  })
  .superRefine((values, ctx) => {
    for (const [zip, country, required] of POSTAL_FIELDS) {
      const message = postalCodeIssue(values[zip], values[country], required);
      if (message) ctx.addIssue({ code: "custom", path: [zip], message });
    }
    const taxId = readTaxId(values.country, values.taxId);
    if (!taxId.ok) ctx.addIssue({ code: "custom", path: ["taxId"], message: taxId.message });
    // The account fields are optional, but a username needs a usable password.
    if (values.username.length > 0 && values.password.length < 8) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "Password must be at least 8 characters" });
    }
  });

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

const POSTAL_FIELDS = [
  ["billingZipCode", "billingCountry", "Billing ZIP code is required"],
  ["zipCode", "country", "Shipping ZIP code is required"],
] as const;
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;

export const checkoutDefaults: CheckoutFormValues = {
  username: "",
  password: "",
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  companyName: "",
  billingStreet: "",
  billingCity: "",
  billingState: "",
  billingZipCode: "",
  billingCountry: DEFAULT_COUNTRY,
  sameAsBilling: true,
  street: "",
  city: "",
  state: "",
  zipCode: "",
  country: DEFAULT_COUNTRY,
  shippingMethod: "",
  purchaseOrderNumber: "",
  taxId: "",
  specialInstructions: "",
  cardNumber: "",
  expirationDate: "",
  cvv: "",
};

/** The form's field names for each address; the shipping ones are the spec's plain street/city/state/zipCode/country. */
export const ADDRESS_FIELDS = {
  billing: { street: "billingStreet", city: "billingCity", state: "billingState", zip: "billingZipCode", country: "billingCountry" },
  shipping: { street: "street", city: "city", state: "state", zip: "zipCode", country: "country" },
} as const;

/** The billing fields that the shipping address copies while "same as billing" is on. */
export const MIRRORED_FIELDS = (["street", "city", "state", "zip", "country"] as const).map(
  (part) => [ADDRESS_FIELDS.billing[part], ADDRESS_FIELDS.shipping[part]] as const,
);
