import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { Input } from "../../components/ui/input";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { FormField } from "../../components/form-field";
import { fieldId } from "./field-id";

export type TextFieldName = {
  [K in keyof CheckoutFormValues]: CheckoutFormValues[K] extends string ? K : never;
}[keyof CheckoutFormValues];

interface TextFieldProps {
  name: TextFieldName;
  label: ReactNode;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: HTMLInputTypeAttribute;
  inputMode?: "text" | "email" | "tel" | "numeric";
  hint?: ReactNode;
  disabled?: boolean;
  /** While the field mirrors another one its own message would only repeat the other's. */
  hideError?: boolean;
  className?: string;
}

export function TextField({ name, label, autoComplete, type = "text", inputMode, hint, disabled, hideError, className }: TextFieldProps) {
  const { register, formState } = useFormContext<CheckoutFormValues>();
  const error = hideError ? undefined : formState.errors[name]?.message;
  return (
    <FormField id={fieldId(name)} label={label} error={error} hint={hint} className={className}>
      {/* `disabled` goes on the element, not into register(): react-hook-form would drop a disabled field's value. */}
      {(aria) => <Input {...register(name)} {...aria} type={type} inputMode={inputMode} autoComplete={autoComplete} disabled={disabled} />}
    </FormField>
  );
}
