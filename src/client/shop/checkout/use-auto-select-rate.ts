import { useEffect } from "react";
import type { UseFormGetValues, UseFormSetValue } from "react-hook-form";
import type { ShippingRate } from "../../../shared/contracts/checkout";
import type { CheckoutFormValues } from "./checkout-form-schema";
import type { RatesStatus } from "./use-shipping-rates";

interface FormAccess {
  getValues: UseFormGetValues<CheckoutFormValues>;
  setValue: UseFormSetValue<CheckoutFormValues>;
  submitted: boolean;
}

/** Spec §4: the first returned rate is chosen for the customer; a choice still on offer is kept. */
export function useAutoSelectRate({ getValues, setValue, submitted }: FormAccess, status: RatesStatus, rates: ShippingRate[]): void {
  useEffect(() => {
    if (status === "loading") return;
    const current = getValues("shippingMethod");
    if (status === "ready" && rates.some((rate) => rate.service === current)) return;
    const next = status === "ready" ? (rates[0]?.service ?? "") : "";
    if (next !== current) setValue("shippingMethod", next, { shouldValidate: submitted });
  }, [status, rates, submitted, getValues, setValue]);
}
