/** Who the seller is: shown in the footer, on invoices, in e-mails and in the authenticator app. */
export const SHOP = {
  name: "Gravenstein RF Instruments",
  city: "Sebastopol",
  state: "CA",
  zip: "95472",
  country: "United States",
  phone: "(707) 555-0142",
  email: "sales@gravensteinrf.com",
} as const;
