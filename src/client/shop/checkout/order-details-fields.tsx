import { useFormContext, useWatch } from "react-hook-form";
import { isUnitedStates } from "../../../shared/geo";
import { Textarea } from "../../components/ui/textarea";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { FormField } from "../../components/form-field";
import { PrintedNumberField, TextField } from "../../components/text-field";
import { checkoutField, fieldId } from "./checkout-field";
import { FormGroup } from "./form-group";

export function OrderDetailsFields() {
  const form = useFormContext<CheckoutFormValues>();
  const { register, formState } = form;
  const error = formState.errors.specialInstructions?.message;
  // Extensions §9: a buyer abroad may give a tax id (an EU VAT number by its country's format); printed on the invoice.
  const country = useWatch({ control: form.control, name: "country" });
  return (
    <FormGroup legend="Order Details (optional)">
      <TextField label="Purchase Order Number" autoComplete="off" className="sm:max-w-xs" {...checkoutField(form, "purchaseOrderNumber")} />
      {country && !isUnitedStates(country) ? (
        <PrintedNumberField
          label="Tax ID / VAT Number"
          hint="For example DE123456789. Printed on your invoice and, for customs, on the commercial invoice."
          className="sm:max-w-xs"
          {...checkoutField(form, "taxId")}
        />
      ) : null}
      <FormField id={fieldId("specialInstructions")} label="Special Instructions" error={error}>
        {(aria) => <Textarea {...register("specialInstructions")} {...aria} rows={3} maxLength={2000} autoComplete="off" />}
      </FormField>
    </FormGroup>
  );
}
