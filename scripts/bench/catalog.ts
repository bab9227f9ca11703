// GET /api/products (or one product): the shop against a bare node:http server sending the same bytes, side by side.
import type { RunningServer } from "../lib/spawn-server";
import { againstBare, type AgainstBare } from "./against-bare";

export interface CatalogResult extends AgainstBare {
  label: string;
  products: number;
}

/** Alternates shop and bare runs (rounds x 2) so both see the same machine noise; reports medians. */
export async function benchCatalog(
  label: string,
  shop: RunningServer,
  rounds = 3,
  durationSec = 5,
  pathname = "/api/products",
): Promise<CatalogResult> {
  let products = 0;
  const { body: _body, ...result } = await againstBare(`${shop.base}${pathname}`, rounds, durationSec, (body) => {
    const parsed = JSON.parse(body.toString()) as unknown;
    products = Array.isArray(parsed) ? parsed.length : 1;
  });
  return { label, products, ...result };
}
