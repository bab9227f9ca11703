// Query keys of the admin's own reads; the default query function GETs key.join("/").
export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;
export const ADMIN_ORDERS_KEY = ["/api/admin/orders"] as const;
export const ADMIN_LOGS_KEY = ["/api/admin/logs"] as const;
export const ADMIN_MAIL_OUTBOX_KEY = ["/api/admin/mail-outbox"] as const;
export const TAX_RATES_KEY = ["/api/tax-rates"] as const;
