import { STOCK_ALERT_ACCEPTED, STOCK_ALERT_UNSUBSCRIBED } from "../../../shared/contracts/stock-alerts";
import type { OperationExamples } from "../openapi-examples";
import { AMPLIFIER_ID, PROBE_SET_ID, amplifier, categoryOf, message, probeSet } from "./example-values";

const probes = categoryOf("Near-Field EMC Probes");
const sets = categoryOf("EMC Probe Sets");

/** What a product form sends: the seed's 101A without the fields the server makes. */
const productForm = {
  name: probeSet.name,
  category: probeSet.category,
  price: "1095.00",
  inStock: 24,
  weightLbs: probeSet.weightLbs,
  lengthIn: probeSet.lengthIn,
  widthIn: probeSet.widthIn,
  heightIn: probeSet.heightIn,
  image: probeSet.image,
  description: probeSet.description,
  specifications: probeSet.specifications,
  options: probeSet.options,
  highlightedSpecs: probeSet.highlightedSpecs,
  pdfTitle: probeSet.pdfTitle,
  pdfUrl: probeSet.pdfUrl,
  eccn: "EAR99",
  htsCode: "9030.40",
  countryOfOrigin: "US",
  serialized: true,
  warrantyMonths: probeSet.warrantyMonths,
  calibrationIntervalMonths: probeSet.calibrationIntervalMonths,
  priceTiers: probeSet.priceTiers,
  backorderable: false,
};

const summerDiscount = {
  id: 4,
  code: "EMC-LAB-10",
  kind: "percent" as const,
  value: "10.00",
  minSubtotal: "500.00",
  startsAt: "2026-06-01T07:00:00.000Z",
  endsAt: "2026-08-31T06:59:59.000Z",
  maxUses: 200,
  oncePerCustomer: true,
  productIds: [PROBE_SET_ID],
  uses: 37,
  createdAt: "2026-05-20T16:12:44.310Z",
  updatedAt: "2026-05-20T16:12:44.310Z",
};

const group = { id: 2, name: "Accredited test labs", discountPercent: "5.00", memberCount: 14, createdAt: "2026-02-10T19:30:00.000Z" };
const rates = { EUR: 0.9612, GBP: 0.7934, JPY: 154.82, CAD: 1.4021, AUD: 1.5376 };
/** The bank's rates as the settings page shows them, under either choice. */
const ecb = {
  configured: true,
  rates,
  asOf: "2026-11-27",
  fetchedAt: "2026-11-27T16:05:12.000Z",
  lastAttemptAt: "2026-11-27T16:05:12.000Z",
  lastError: null,
};
const taxRate = { id: 3, state: "TX", taxRate: "6.25", updatedAt: "2026-01-12T17:04:31.552Z" };
/** A cart line as the storefront keeps it, which the checkout, quotes and discount checks take. */
const cartItems = JSON.stringify([
  { product: { id: PROBE_SET_ID, name: probeSet.name, price: probeSet.price }, quantity: 1, selectedOption: null },
]);

export const catalogExamples: OperationExamples = {
  getProducts: { response: [probeSet, amplifier], parameters: { limit: 24, offset: 0 } },
  getProductsById: { response: probeSet, parameters: { id: PROBE_SET_ID } },
  postProducts: { request: productForm, response: probeSet },
  putProductsById: {
    request: { ...productForm, inStock: 30, expectedInStock: 24 },
    response: { ...probeSet, inStock: 30 },
    parameters: { id: PROBE_SET_ID },
  },
  deleteProductsById: { parameters: { id: PROBE_SET_ID } },
  getCategories: { response: [probes, sets] },
  postAdminCategories: {
    request: { name: sets.name, description: sets.description, image: sets.image, fileUrl: null },
    response: { ...sets, productCount: 0 },
  },
  putAdminCategoriesById: {
    request: { name: sets.name, description: sets.description, image: sets.image, fileUrl: null },
    response: sets,
    parameters: { id: sets.id },
  },
  deleteAdminCategoriesById: { parameters: { id: 9 } },
  getSearch: {
    response: { products: [probeSet], total: 1, facets: { categories: [{ name: sets.name, count: 1 }] } },
    parameters: { q: "probe set", category: sets.name, minPrice: "100", maxPrice: "2000" },
  },
  postProductsByIdStockAlerts: {
    request: { email: "r.okafor@kestrel-avionics.com" },
    response: message(STOCK_ALERT_ACCEPTED),
    parameters: { id: AMPLIFIER_ID },
  },
  getStockAlertsUnsubscribe: {
    response: { message: STOCK_ALERT_UNSUBSCRIBED, productId: AMPLIFIER_ID },
    parameters: { token: "sa_3kT9vQm2XbLw7RfN0pYc" },
  },
  postShippingRates: {
    request: {
      shipToCity: "Austin",
      shipToState: "TX",
      shipToZip: "78759",
      shipToCountry: "US",
      items: [{ weight: 6.5, length: 16, width: 12, height: 5, quantity: 1 }],
    },
    response: [
      { service: "03", serviceName: "UPS Ground", cost: "24.80" },
      { service: "02", serviceName: "UPS 2nd Day Air", cost: "58.45" },
    ],
  },
  getTaxRates: { response: [{ id: 1, state: "CA", taxRate: "7.25", updatedAt: "2026-01-12T17:04:31.552Z" }, taxRate] },
  getTaxRatesByState: { response: taxRate, parameters: { state: "TX" } },
  postAdminTaxRates: { request: { state: "TX", taxRate: "6.25" }, response: taxRate },
  deleteAdminTaxRatesById: { parameters: { id: 3 } },
  getAdminDiscounts: { response: [summerDiscount] },
  postAdminDiscounts: {
    request: {
      code: "EMC-LAB-10",
      kind: "percent",
      value: "10",
      minSubtotal: "500",
      startsAt: "2026-06-01T07:00:00.000Z",
      endsAt: "2026-08-31T06:59:59.000Z",
      maxUses: 200,
      oncePerCustomer: true,
      productIds: [PROBE_SET_ID],
    },
    response: { ...summerDiscount, uses: 0 },
  },
  putAdminDiscountsById: {
    request: { code: "EMC-LAB-10", kind: "percent", value: "12.5", minSubtotal: "500", maxUses: 250, oncePerCustomer: true },
    response: { ...summerDiscount, value: "12.50", maxUses: 250, productIds: [], startsAt: null, endsAt: null },
    parameters: { id: 4 },
  },
  deleteAdminDiscountsById: { parameters: { id: 4 } },
  postDiscountsCheck: {
    request: { code: "EMC-LAB-10", items: cartItems },
    response: { code: "EMC-LAB-10", discountAmount: "109.50", message: "EMC-LAB-10: 10% off selected items. You save $109.50." },
  },
  getAdminCustomerGroups: { response: [group] },
  postAdminCustomerGroups: { request: { name: group.name, discountPercent: "5" }, response: { ...group, memberCount: 0 } },
  putAdminCustomerGroupsById: {
    request: { name: group.name, discountPercent: "7.5" },
    response: { ...group, discountPercent: "7.50" },
    parameters: { id: 2 },
  },
  deleteAdminCustomerGroupsById: { parameters: { id: 2 } },
  getFxRates: { response: { base: "USD", rates, asOf: "2026-11-27", source: "ecb" } },
  getAdminSettingsFxRates: {
    response: {
      use: "ecb",
      current: { base: "USD", rates, asOf: "2026-11-27", source: "ecb" },
      owner: null,
      ecb,
    },
  },
  putAdminSettingsFxRates: {
    request: { use: "owner", rates: { EUR: 0.96, GBP: 0.79, JPY: 155, CAD: 1.4, AUD: 1.54 } },
    response: {
      use: "owner",
      current: { base: "USD", rates: { EUR: 0.96, GBP: 0.79, JPY: 155, CAD: 1.4, AUD: 1.54 }, asOf: "2026-11-28", source: "owner" },
      owner: { rates: { EUR: 0.96, GBP: 0.79, JPY: 155, CAD: 1.4, AUD: 1.54 }, asOf: "2026-11-28", updatedAt: "2026-11-28T01:52:40.000Z" },
      ecb,
    },
  },
};

export { cartItems };
