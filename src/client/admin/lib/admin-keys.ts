// The admin panel's query keys (decision 0062): here, not in lib/query-keys.ts, because a module the
// storefront imports carries every key any chunk uses into the storefront's bundle. Keys the admin
// shares with the storefront (the user, products, categories, tax rates) are in lib/query-keys.ts.

/** Every admin answer's URL starts so: signing out of the admin drops them all. */
export const ADMIN_ROOT = "/api/admin";

/** The dashboard's figures; the sales series sits under them, so refreshing the figures refreshes it. */
export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;
export const SALES_STATS_KEY = [...ADMIN_STATS_KEY, "sales"] as const;
export const OVERDUE_INVOICES_KEY = ["/api/admin/invoices/overdue"] as const;

/** The orders list (with its filter after it); an order and its payments sit under it. */
export const ADMIN_ORDERS_KEY = ["/api/admin/orders"] as const;
export const adminOrdersListKey = (filter: { status: string; q: string }) => [...ADMIN_ORDERS_KEY, filter] as const;
export const adminOrderKey = (id: string) => [ADMIN_ORDERS_KEY[0], encodeURIComponent(id)] as const;
export const adminOrderPaymentsKey = (id: string) => [...adminOrderKey(id), "payments"] as const;

export const ADMIN_QUOTES_KEY = ["/api/admin/quotes"] as const;
/** The screening list's last import (extensions §9). */
export const ADMIN_SCREENING_KEY = ["/api/admin/screening-list"] as const;
export const ADMIN_CUSTOMERS_KEY = ["/api/admin/customers"] as const;
export const ADMIN_CUSTOMER_GROUPS_KEY = ["/api/admin/customer-groups"] as const;
export const ADMIN_DISCOUNTS_KEY = ["/api/admin/discounts"] as const;
export const ADMIN_TAX_EXEMPTIONS_KEY = ["/api/admin/tax-exemptions"] as const;
export const ADMIN_STAFF_KEY = ["/api/admin/staff"] as const;
export const adminActivityKey = (limit: number, offset: number) => ["/api/admin/activity", `?limit=${limit}&offset=${offset}`] as const;
export const ADMIN_LOGS_KEY = ["/api/admin/logs"] as const;
export const ADMIN_MAIL_OUTBOX_KEY = ["/api/admin/mail-outbox"] as const;
export const ADMIN_MAIL_PREVIEWS_KEY = ["/api/admin/mail-previews"] as const;
export const ADMIN_UNITS_KEY = ["/api/admin/units"] as const;
export const ADMIN_UNIT_REGISTRATIONS_KEY = ["/api/admin/unit-registrations"] as const;
/** Admin › Service's queue (its status filter after it); one request sits under it. */
export const ADMIN_SERVICE_KEY = ["/api/admin/service-requests"] as const;
export const adminServiceListKey = (status: string) => [...ADMIN_SERVICE_KEY, { status }] as const;
export const adminServiceRequestKey = (id: string) => [ADMIN_SERVICE_KEY[0], encodeURIComponent(id)] as const;
/** Admin › Settings: the currency rates (the owner's, ECB's, and which are in force). */
export const ADMIN_FX_SETTINGS_KEY = ["/api/admin/settings/fx-rates"] as const;
/** Admin › Webhooks (extensions §10): the endpoints; each one's deliveries sit under it. */
export const ADMIN_WEBHOOKS_KEY = ["/api/admin/webhooks"] as const;
export const adminWebhookDeliveriesKey = (id: number) => [ADMIN_WEBHOOKS_KEY[0], String(id), "deliveries"] as const;
