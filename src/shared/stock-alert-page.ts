/** The page an alert mail's unsubscribe link ends on (GET /api/stock-alerts/unsubscribe redirects there). */
export const STOCK_ALERT_UNSUBSCRIBED_PATH = "/stock-alerts/unsubscribed";
