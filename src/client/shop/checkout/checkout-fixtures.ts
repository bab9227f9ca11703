import { checkoutDefaults, type CheckoutFormValues } from "./checkout-form-schema";

/** A complete, valid checkout form (a Sebastopol, CA order paid with the test card), for tests. */
export const validCheckoutValues: CheckoutFormValues = {
  ...checkoutDefaults,
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  customerPhone: "707-555-0100",
  billingStreet: "1 Main St",
  billingCity: "Sebastopol",
  billingState: "CA",
  billingZipCode: "95472",
  street: "1 Main St",
  city: "Sebastopol",
  state: "CA",
  zipCode: "95472",
  shippingMethod: "03",
  cardNumber: "4111 1111 1111 1111",
  expirationDate: "12/30",
  cvv: "123",
};
