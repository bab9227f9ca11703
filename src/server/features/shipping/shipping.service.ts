import type { z } from "zod";
import type { ShippingRate, shippingRatesRequest } from "../../../shared/contracts/checkout";
import { fromCents } from "../../../shared/money";
import type { ShippingRates } from "../../adapters/shipping/shipping-rates";
import { normalizeDestination, RATES_FIELDS } from "../../domain/shipping/destination";
import { toParcels } from "../../domain/shipping/shipping-quote";

/** POST /api/shipping/rates: the quotes the checkout offers, cheapest first. */
export async function shippingRates(rates: ShippingRates, input: z.output<typeof shippingRatesRequest>): Promise<ShippingRate[]> {
  const to = normalizeDestination(
    { city: input.shipToCity, state: input.shipToState, zip: input.shipToZip, country: input.shipToCountry },
    RATES_FIELDS,
  );
  const parcels = toParcels(
    input.items.map((item) => ({
      weightLbs: item.weight,
      lengthIn: item.length,
      widthIn: item.width,
      heightIn: item.height,
      quantity: item.quantity,
    })),
  );
  const quotes = await rates.quote({ to, parcels });
  return quotes.map((q) => ({ service: q.service, serviceName: q.serviceName, cost: fromCents(q.costCents) }));
}
