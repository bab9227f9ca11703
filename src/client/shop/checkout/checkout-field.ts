import type { UseFormReturn } from "react-hook-form";
import { fieldsOf } from "../../lib/form-fields";
import type { CheckoutFormValues } from "./checkout-form-schema";

/** Each checkout input's id. */
export function fieldId(name: string): string {
  return `checkout-${name}`;
}

type TextName = {
  [K in keyof CheckoutFormValues]: CheckoutFormValues[K] extends string ? K : never;
}[keyof CheckoutFormValues];

type Form = Pick<UseFormReturn<CheckoutFormValues>, "register" | "getFieldState" | "formState">;

/** What a checkout text input gives the shared TextField: its id, its message and its registration. */
export function checkoutField(form: Form, name: TextName) {
  return { id: fieldId(name), ...fieldsOf(form)(name) };
}
