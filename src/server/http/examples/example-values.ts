import type { Category, Product } from "../../../shared/contracts/catalog";
import type { Order } from "../../../shared/contracts/orders";
import { datasheetFields, seedCategories, seedProducts } from "../../db/seed/catalog-data";

/**
 * The records the OpenAPI examples are made of (extensions §10): the seed catalog's own products
 * and categories, and one customer's order of them in 2026. Ids are fixed, as a client would see
 * them after the seed (product ids are UUIDs made when the catalog is seeded, categories count up).
 */

/** The seed product by its datasheet slug; a missing one is a broken seed file, caught by the tests. */
function seedProduct(slug: string) {
  const found = seedProducts.find((p) => p.slug === slug);
  if (!found) throw new Error(`No seed product ${slug}`);
  return found;
}

function productOf(slug: string, id: string): Product {
  const p = seedProduct(slug);
  return {
    id,
    name: p.name,
    description: p.description,
    image: p.image,
    price: p.price,
    category: p.category,
    inStock: p.inStock,
    options: p.options,
    ...datasheetFields(p),
    eccn: "EAR99",
    htsCode: "9030.40",
    countryOfOrigin: "US",
    serialized: p.serialized,
    warrantyMonths: p.warrantyMonths,
    calibrationIntervalMonths: p.calibrationIntervalMonths,
    priceTiers: [],
    backorderable: p.leadTimeDays !== undefined,
    leadTimeDays: p.leadTimeDays ?? null,
    createdAt: "2026-01-12T17:04:31.218Z",
    updatedAt: "2026-11-20T22:41:09.530Z",
  };
}

export const PROBE_SET_ID = "3f6c2a9e-8d41-4b7a-9c15-2e0d7f4a61b8";
export const AMPLIFIER_ID = "a81d4f0c-5e92-4c3b-8f67-91b2c0e5d734";
export const ORDER_ID = "c2e7b5d1-4f08-4a96-b3c1-7d95e2a0f6c4";
export const QUOTE_ID = "6b0e9d2f-1a7c-4e58-9b34-c8f1a2d5e907";

/** 101A EMC Probe Set, with the quantity prices a shop would give a lab buying several. */
export const probeSet: Product = {
  ...productOf("101a-emc-probe-set", PROBE_SET_ID),
  priceTiers: [
    { minQuantity: 3, price: "1045.00" },
    { minQuantity: 10, price: "985.00" },
  ],
};
export const amplifier: Product = productOf("150a-emc-probe-amplifier", AMPLIFIER_ID);

/** A seed category with its id (the seed numbers them in file order) and product count. */
export function categoryOf(name: string): Category {
  const index = seedCategories.findIndex((c) => c.name === name);
  const c = seedCategories[index];
  if (!c) throw new Error(`No seed category ${name}`);
  return {
    id: index + 1,
    name: c.name,
    description: c.description,
    image: c.image,
    fileUrl: c.fileUrl,
    productCount: seedProducts.filter((p) => p.category === name).length,
    createdAt: "2026-01-12T17:04:30.884Z",
  };
}

/** The lines of the order below as the checkout records them (orders.items is JSON text). */
const orderLines = [
  {
    productId: PROBE_SET_ID,
    productName: probeSet.name,
    product: { id: PROBE_SET_ID, name: probeSet.name, price: probeSet.price, image: probeSet.image, category: probeSet.category },
    price: "1095.00",
    quantity: 1,
    selectedOption: { title: "Probe set with case and cable", price: "0.00" },
    lineTotal: "1095.00",
  },
  {
    productId: AMPLIFIER_ID,
    productName: amplifier.name,
    product: { id: AMPLIFIER_ID, name: amplifier.name, price: amplifier.price, image: amplifier.image, category: amplifier.category },
    price: "595.00",
    quantity: 1,
    selectedOption: { title: "US plug power supply (NEMA 1-15)", price: "0.00" },
    lineTotal: "595.00",
  },
];

/** A paid and shipped card order from a lab in Austin, Texas (6.25 % sales tax, UPS Ground). */
export const order: Order = {
  id: ORDER_ID,
  customerName: "Dana Whitfield",
  customerEmail: "dana.whitfield@northbridge-labs.com",
  customerPhone: "+1 512 555 0148",
  companyName: "Northbridge Compliance Labs",
  billingStreet: "4100 Spicewood Springs Rd, Suite 210",
  billingCity: "Austin",
  billingState: "TX",
  billingZipCode: "78759",
  billingCountry: "US",
  street: "4100 Spicewood Springs Rd, Suite 210",
  city: "Austin",
  state: "TX",
  zipCode: "78759",
  country: "US",
  customerAddress: null,
  purchaseOrderNumber: "NCL-PO-20417",
  specialInstructions: "Receiving dock closes at 4 pm.",
  taxId: null,
  incoterm: null,
  items: JSON.stringify(orderLines),
  subtotal: "1690.00",
  taxRate: "6.25",
  taxAmount: "105.63",
  shippingMethod: "03",
  shippingServiceName: "UPS Ground",
  shippingCost: "24.80",
  total: "1820.43",
  status: "completed",
  paymentStatus: "paid",
  transactionId: "60241873512",
  userId: 42,
  createdAt: "2026-11-16T15:22:07.412Z",
  updatedAt: "2026-11-18T19:03:55.120Z",
  refundedAmount: "0.00",
  invoiceNumber: "INV-2026-00318",
  shipments: [
    {
      id: 211,
      carrier: "UPS",
      trackingNumber: "1Z9W8E760394718265",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z9W8E760394718265",
      shippedAt: "2026-11-18T19:03:55.120Z",
      lines: [
        { index: 0, productName: probeSet.name, quantity: 1, serials: ["101A-26-0457"] },
        { index: 1, productName: amplifier.name, quantity: 1, serials: ["150A-26-1123"] },
      ],
    },
  ],
  fulfillment: "shipped",
  paymentMethod: "card",
  dueDate: null,
  amountPaid: "1820.43",
  discount: "0.00",
  discountCode: null,
  discountAmount: "0.00",
  purchaseOrderFileUrl: null,
  taxExemptionId: null,
  quoteId: null,
};

/** The order's shipping address as a customer's saved address holds it. */
export const address = {
  id: 7,
  label: "Lab",
  name: "Dana Whitfield",
  companyName: "Northbridge Compliance Labs",
  phone: "+1 512 555 0148",
  street: "4100 Spicewood Springs Rd, Suite 210",
  city: "Austin",
  state: "TX",
  zipCode: "78759",
  country: "US",
  taxId: null,
  isDefault: true,
};

/** The signed-in customer who placed it. */
export const customer = {
  id: 42,
  username: "dwhitfield",
  email: "dana.whitfield@northbridge-labs.com",
  emailVerified: true,
  name: "Dana Whitfield",
  role: "customer" as const,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
  paymentTerms: "net30" as const,
  customerGroup: { id: 2, name: "Accredited test labs", discountPercent: "5.00" },
  createdAt: "2026-03-04T18:45:12.006Z",
};

export const message = (text: string) => ({ message: text });
