import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { Address } from "../../../shared/contracts/addresses";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { Separator } from "../../components/ui/separator";
import { AddressFields } from "../../components/address-fields";
import { EmailField, TextField } from "../../components/text-field";
import { checkoutField, fieldId } from "./checkout-field";
import { ADDRESS_FIELDS, type CheckoutFormValues } from "./checkout-form-schema";
import { FormGroup } from "./form-group";
import { FormSection } from "./form-section";
import { OrderDetailsFields } from "./order-details-fields";
import { SavedAddressPicker } from "./saved-address-picker";
import { useMirrorBilling } from "./use-mirror-billing";

/** Contact details, billing and shipping addresses, and the optional order details. */
export function DeliverySection({ savedAddresses = [] }: { savedAddresses?: Address[] }) {
  const form = useFormContext<CheckoutFormValues>();
  const { control } = form;
  const sameAsBilling = useWatch({ control, name: "sameAsBilling" });
  useMirrorBilling();

  return (
    <FormSection id="delivery" title="Delivery Information">
      <div className="grid gap-6">
        <FormGroup legend="Contact Details" className="sm:grid-cols-2">
          <TextField label="Full Name" autoComplete="name" {...checkoutField(form, "customerName")} />
          <EmailField label="Email" {...checkoutField(form, "customerEmail")} />
          <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...checkoutField(form, "customerPhone")} />
          <TextField label="Company Name (optional)" autoComplete="organization" {...checkoutField(form, "companyName")} />
        </FormGroup>

        <Separator />
        <FormGroup legend="Billing Address">
          <SavedAddressPicker addresses={savedAddresses} />
          <AddressFields names={ADDRESS_FIELDS.billing} idOf={fieldId} />
        </FormGroup>

        <div className="flex items-center gap-3 rounded-md border bg-slate-50 px-4 py-3">
          <Controller
            control={control}
            name="sameAsBilling"
            render={({ field }) => (
              <Checkbox
                id="checkout-sameAsBilling"
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="checkout-sameAsBilling" className="cursor-pointer leading-snug">
            Shipping address same as billing
          </Label>
        </div>

        <FormGroup legend="Shipping Address">
          {/* Autofill keeps billing and shipping apart by the section token. */}
          <AddressFields names={ADDRESS_FIELDS.shipping} idOf={fieldId} section="shipping" mirrored={sameAsBilling} />
        </FormGroup>

        <Separator />
        <OrderDetailsFields />
      </div>
    </FormSection>
  );
}
