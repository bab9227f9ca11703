import { useFormContext } from "react-hook-form";
import type { Address } from "../../../shared/contracts/addresses";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { fillBillingAddress } from "./use-checkout-prefill";

/** Shown when the customer has saved addresses: choosing one fills the billing address. */
export function SavedAddressPicker({ addresses }: { addresses: Address[] }) {
  const form = useFormContext<CheckoutFormValues>();
  if (addresses.length === 0) return null;
  const fallback = addresses.find((a) => a.isDefault) ?? addresses[0];
  return (
    <div className="grid gap-1.5 sm:max-w-sm">
      <Label htmlFor="checkout-saved-address">Saved address</Label>
      <NativeSelect
        id="checkout-saved-address"
        defaultValue={fallback ? String(fallback.id) : ""}
        onChange={(event) => {
          const chosen = addresses.find((a) => String(a.id) === event.target.value);
          if (chosen) fillBillingAddress(form, chosen);
        }}
      >
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label}: {address.street}, {address.city}
            {address.isDefault ? " (default)" : ""}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
