import { useFormContext } from "react-hook-form";
import { Textarea } from "../../components/ui/textarea";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { FormField } from "../../components/form-field";
import { fieldId } from "./field-id";
import { FormGroup } from "./form-group";
import { TextField } from "./text-field";

export function OrderDetailsFields() {
  const { register, formState } = useFormContext<CheckoutFormValues>();
  const error = formState.errors.specialInstructions?.message;
  return (
    <FormGroup legend="Order Details (optional)">
      <TextField name="purchaseOrderNumber" label="Purchase Order Number" autoComplete="off" className="sm:max-w-xs" />
      <FormField id={fieldId("specialInstructions")} label="Special Instructions" error={error}>
        {(aria) => <Textarea {...register("specialInstructions")} {...aria} rows={3} maxLength={2000} autoComplete="off" />}
      </FormField>
    </FormGroup>
  );
}
