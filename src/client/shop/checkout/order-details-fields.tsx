import { useFormContext } from "react-hook-form";
import { Textarea } from "../../components/ui/textarea";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { fieldAria } from "./field-aria";
import { FormField } from "./form-field";
import { FormGroup } from "./form-group";
import { TextField } from "./text-field";

export function OrderDetailsFields() {
  const { register, formState } = useFormContext<CheckoutFormValues>();
  const error = formState.errors.specialInstructions?.message;
  return (
    <FormGroup legend="Order Details (optional)">
      <TextField name="purchaseOrderNumber" label="Purchase Order Number" autoComplete="off" className="sm:max-w-xs" />
      <FormField name="specialInstructions" label="Special Instructions" error={error}>
        <Textarea
          {...register("specialInstructions")}
          {...fieldAria("specialInstructions", error)}
          rows={3}
          maxLength={2000}
          autoComplete="off"
        />
      </FormField>
    </FormGroup>
  );
}
