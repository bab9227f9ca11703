import { Loader2 } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import type { ShippingRate } from "../../../shared/contracts/checkout";
import { formatPrice } from "../../../shared/money";
import { FieldMessage } from "../../components/field-message";
import { fieldErrorId } from "../../components/form-field";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { cn } from "../../lib/utils";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { fieldId } from "./checkout-field";
import { FormSection } from "./form-section";
import type { RatesStatus } from "./use-shipping-rates";

interface ShippingMethodSectionProps {
  status: RatesStatus;
  rates: ShippingRate[];
}

export function ShippingMethodSection({ status, rates }: ShippingMethodSectionProps) {
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <FormSection id="shipping-method" title="Shipping Method">
      <Controller
        control={control}
        name="shippingMethod"
        render={({ field, fieldState }) => {
          const error = fieldState.error?.message;
          return (
            <div className="grid gap-3">
              {status === "incomplete" ? (
                <p className="text-sm text-muted-foreground">Enter complete shipping address to see available shipping options</p>
              ) : status === "loading" ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                  Calculating shipping rates...
                </p>
              ) : rates.length === 0 ? (
                <p className="text-sm text-muted-foreground" role="status">
                  No shipping options are available for this address. Please check it, or contact us for a quote.
                </p>
              ) : (
                <RadioGroup
                  id={fieldId("shippingMethod")}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  aria-label="Shipping method"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldErrorId(fieldId("shippingMethod")) : undefined}
                >
                  {rates.map((rate) => {
                    const id = `${fieldId("shippingMethod")}-${rate.service}`;
                    const selected = field.value === rate.service;
                    return (
                      <Label
                        key={rate.service}
                        htmlFor={id}
                        className={cn(
                          "flex cursor-pointer items-center gap-3 rounded-md border p-4 font-normal transition-colors hover:bg-accent",
                          selected && "border-primary bg-accent",
                        )}
                      >
                        <RadioGroupItem value={rate.service} id={id} />
                        <span className="flex-1 text-sm">{rate.serviceName}</span>
                        <span className="text-sm font-semibold">{formatPrice(rate.cost)}</span>
                      </Label>
                    );
                  })}
                </RadioGroup>
              )}
              <FieldMessage id={fieldErrorId(fieldId("shippingMethod"))} message={error} />
            </div>
          );
        }}
      />
    </FormSection>
  );
}
