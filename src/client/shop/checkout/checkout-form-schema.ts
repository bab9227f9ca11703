import { z } from "zod";
import { DEFAULT_COUNTRY } from "../../../shared/geo";
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
    billingZipCode: atLeast(5, "Billing ZIP code is required"),
    billingCountry: atLeast(2, "Billing country is required"),
    sameAsBilling: z.boolean(),
    street: atLeast(5, "Shipping street address is required"),
    city: atLeast(2, "Shipping city is required"),
    state: atLeast(2, "Shipping state is required"),
    zipCode: atLeast(5, "Shipping ZIP code is required"),
    country: atLeast(2, "Shipping country is required"),
    shippingMethod: z.string().min(1, "Please select a shipping method"),
    purchaseOrderNumber: z.string().trim(),
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
    // The account fields are optional, but a username needs a usable password.
    if (values.username.length > 0 && values.password.length < 8) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "Password must be at least 8 characters" });
    }
  });

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
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
  specialInstructions: "",
  cardNumber: "",
  expirationDate: "",
  cvv: "",
};

export type AddressKind = "billing" | "shipping";

/** The form's field names for each address; the shipping ones are the spec's plain street/city/state/zipCode/country. */
export const ADDRESS_FIELDS = {
  billing: { street: "billingStreet", city: "billingCity", state: "billingState", zip: "billingZipCode", country: "billingCountry" },
  shipping: { street: "street", city: "city", state: "state", zip: "zipCode", country: "country" },
} as const;

/** The billing fields that the shipping address copies while "same as billing" is on. */
export const MIRRORED_FIELDS = (["street", "city", "state", "zip", "country"] as const).map(
  (part) => [ADDRESS_FIELDS.billing[part], ADDRESS_FIELDS.shipping[part]] as const,
);
