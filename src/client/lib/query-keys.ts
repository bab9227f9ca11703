// Every query key of the storefront and of what the admin shares with it, in one place (decision 0062).
// A key is its GET URL in parts: getQueryFn joins them with "/", and invalidating a key refreshes
// everything under it (an order's key sits under the list's). The admin's own keys are in
// admin/lib/admin-keys.ts, which the storefront never imports, so they stay out of its bundle.

/** The signed-in user, or null. */
export const USER_KEY = ["/api/user"] as const;

/**
 * The whole product list (the admin, the datasheets). Every product key sits under it, so invalidating
 * it refreshes them all (an order's stock change, an admin's edit): a page asks only for what it shows.
 */
export const PRODUCTS_KEY = ["/api/products"] as const;
/** One product: GET /api/products/{id}, null when there is none. */
export const productKey = (id: string) => [PRODUCTS_KEY[0], id] as const;
/** A part of the list: GET /api/products?{query} as { products, total } (shared/product-list-query.ts). */
export const productPartKey = (query: string) => [PRODUCTS_KEY[0], `?${query}`] as const;
/** The home page's Best Sellers. */
export const FEATURED_PRODUCTS_QUERY = "featured=true";
export const CATEGORIES_KEY = ["/api/categories"] as const;

/** Every state's rate (the admin's list); one state's rate is under it. */
export const TAX_RATES_KEY = ["/api/tax-rates"] as const;
export const taxRateKey = (state: string) => [TAX_RATES_KEY[0], state] as const;

/** The quotes for one shipping request (its JSON text), null while the address is incomplete. */
export const shippingRatesKey = (request: string | null) => ["/api/shipping/rates", request] as const;

/** Currency rates for the price estimates (extensions §9); public, the same for everyone. */
export const FX_RATES_KEY = ["/api/fx-rates"] as const;

export const PAYMENT_CONFIG_KEY = ["/api/payment/config"] as const;

/** A discount code checked against the cart (its JSON text) for the signed-in account (null: a visitor). */
export const discountCheckKey = (code: string | null, items: string, userId: number | null) =>
  ["/api/discounts/check", code, items, userId] as const;

// The customer's own records.
export const USER_ADDRESSES_KEY = ["/api/user/addresses"] as const;
export const USER_ORDERS_KEY = ["/api/user/orders"] as const;
export const userOrderKey = (id: string) => [USER_ORDERS_KEY[0], encodeURIComponent(id)] as const;
export const USER_QUOTES_KEY = ["/api/user/quotes"] as const;
export const USER_TAX_EXEMPTIONS_KEY = ["/api/user/tax-exemptions"] as const;

/**
 * The technical papers: code, not an API answer. Keys under "content" are filled on both sides
 * before a server render and left out of the page's state (ssr/page-state.ts).
 */
export const PAPERS_KEY = ["content", "technical-papers"] as const;
/** The customer's units (My Instruments) and the registrations of units bought elsewhere. */
export const USER_UNITS_KEY = ["/api/user/units"] as const;
export const USER_UNIT_REGISTRATIONS_KEY = ["/api/user/units/registrations"] as const;
/** The customer's service requests (RMA); one request sits under the list. */
export const USER_SERVICE_REQUESTS_KEY = ["/api/user/service-requests"] as const;

/** GET /api/search's answer for one query string (shared/search-page-query.ts `searchQueryString`). */
export const searchKey = (query: string) => ["/api/search", query] as const;
