import type { Config } from "../../config";
import { NO_VAT_REGISTRY, type VatRegistry } from "./vat-registry";
import { createVies } from "./vies";

/** VIES when VIES_URL is set; formats only otherwise. */
export function createVatRegistry(config: Pick<Config, "VIES_URL" | "VIES_TIMEOUT_MS">): VatRegistry {
  return config.VIES_URL ? createVies({ url: config.VIES_URL, timeoutMs: config.VIES_TIMEOUT_MS }) : NO_VAT_REGISTRY;
}
