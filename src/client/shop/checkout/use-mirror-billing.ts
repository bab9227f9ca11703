import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { type CheckoutFormValues, MIRRORED_FIELDS } from "./checkout-form-schema";

const BILLING = MIRRORED_FIELDS.map(([from]) => from);

/** Spec §4 "Same-as-billing": while on, the shipping address follows the billing address as it is typed. */
export function useMirrorBilling(): void {
  const { control, getValues, setValue, formState } = useFormContext<CheckoutFormValues>();
  const sameAsBilling = useWatch({ control, name: "sameAsBilling" });
  const billing = useWatch({ control, name: BILLING });
  const submitted = formState.isSubmitted;
  const billingKey = billing.join("\u0000");

  useEffect(() => {
    if (!sameAsBilling) return;
    MIRRORED_FIELDS.forEach(([from, to]) => {
      const value = getValues(from);
      if (getValues(to) !== value) setValue(to, value, { shouldValidate: submitted, shouldDirty: true });
    });
  }, [sameAsBilling, billingKey, submitted, getValues, setValue]);
}
