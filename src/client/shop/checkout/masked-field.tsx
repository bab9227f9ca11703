import type { HTMLInputAutoCompleteAttribute } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { Input } from "../../components/ui/input";
import { CARD_MASKS } from "./card-format";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { FormField } from "../../components/form-field";
import { fieldId } from "./checkout-field";

interface MaskedFieldProps {
  name: keyof typeof CARD_MASKS;
  label: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  type?: "text" | "password";
  placeholder?: string;
  className?: string;
}

/** A payment input that reformats as the customer types (digits grouped, slash inserted). */
export function MaskedField({ name, label, autoComplete, type = "text", placeholder, className }: MaskedFieldProps) {
  const { control } = useFormContext<CheckoutFormValues>();
  const { maxLength, format } = CARD_MASKS[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FormField id={fieldId(name)} label={label} error={error} className={className}>
            {(aria) => (
              <Input
                {...aria}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(format(event.target.value, field.value))}
                type={type}
                inputMode="numeric"
                autoComplete={autoComplete}
                maxLength={maxLength}
                placeholder={placeholder}
                spellCheck={false}
              />
            )}
          </FormField>
        );
      }}
    />
  );
}
