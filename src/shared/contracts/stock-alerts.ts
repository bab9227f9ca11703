import { z } from "zod";
import { EMAIL_DOC } from "./common";

/** POST /api/products/{id}/stock-alerts (extensions §8): the address to tell when the product is back in stock. */
export const stockAlertInput = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(200, "Email must be at most 200 characters")
    .pipe(z.email("Invalid email address"))
    .meta(EMAIL_DOC),
});
export type StockAlertInput = z.input<typeof stockAlertInput>;
export type StockAlertData = z.output<typeof stockAlertInput>;

/** The 202 answer, the same whether or not the address was listed already. */
export const stockAlertAccepted = z.object({ message: z.string() });

export const STOCK_ALERT_ACCEPTED = "We will e-mail you when it is back in stock.";
/** GET /api/stock-alerts/unsubscribe asked for JSON: the alert is gone (or was already). */
export const STOCK_ALERT_UNSUBSCRIBED = "You will not be e-mailed about this product any more.";

/** GET /api/stock-alerts/unsubscribe?token= */
export const stockAlertUnsubscribeQuery = z.object({
  token: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
});
