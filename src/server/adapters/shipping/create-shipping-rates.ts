import type { Config } from "../../config";
import { createRateTable } from "./rate-table";
import type { ShipFrom, ShippingRates } from "./shipping-rates";
import { createUpsRates } from "./ups";

/** UPS when its three credentials are set (config.ts insists on all or none); the built-in table otherwise. */
export function createShippingRates(config: Config): ShippingRates {
  const origin: ShipFrom = {
    city: config.SHIP_FROM_CITY,
    state: config.SHIP_FROM_STATE,
    zip: config.SHIP_FROM_ZIP,
    country: config.SHIP_FROM_COUNTRY,
  };
  if (config.UPS_CLIENT_ID && config.UPS_CLIENT_SECRET && config.UPS_ACCOUNT_NUMBER) {
    return createUpsRates({
      clientId: config.UPS_CLIENT_ID,
      clientSecret: config.UPS_CLIENT_SECRET,
      accountNumber: config.UPS_ACCOUNT_NUMBER,
      apiUrl: config.UPS_API_URL,
      origin,
    });
  }
  return createRateTable({ origin, dimDivisor: config.SHIPPING_DIM_DIVISOR });
}
