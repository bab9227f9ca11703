import { useFormContext, useWatch, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { cn } from "../lib/utils";
import { CountryField, StateField } from "./region-fields";
import { TextField } from "./text-field";

type Part = "street" | "city" | "state" | "zip" | "country";

/** The form's field name for each part of the address (the checkout's billing fields are billingStreet, …). */
export type AddressFieldNames<T extends FieldValues> = Record<Part, FieldPathByValue<T, string>>;

interface AddressFieldsProps<T extends FieldValues> {
  names: AddressFieldNames<T>;
  /** Each input's id, from its field name. */
  idOf: (name: string) => string;
  /** Autofill's section token, so a browser keeps two addresses of one form apart ("shipping"). */
  section?: string;
  /** Shown but not editable, and without messages of its own (the shipping address while it mirrors billing). */
  mirrored?: boolean;
  className?: string;
}

/**
 * Street, city, state, ZIP code and country of an address, inside a react-hook-form FormProvider:
 * the checkout's billing and shipping addresses and the account's saved addresses. Changing the
 * country empties the state, whose choices depend on it.
 */
export function AddressFields<T extends FieldValues>({ names: typed, idOf, section, mirrored = false, className }: AddressFieldsProps<T>) {
  // The names were checked against T by the props' type; inside, the form is handled by plain field names.
  const names: Record<Part, string> = typed;
  const form = useFormContext();
  const country = useWatch({ control: form.control, name: names.country }) as string | undefined;
  const submitted = form.formState.isSubmitted;
  const field = (part: Part, autoComplete: string) => ({
    id: idOf(names[part]),
    error: mirrored ? undefined : form.getFieldState(names[part], form.formState).error?.message,
    autoComplete: section ? `${section} ${autoComplete}` : autoComplete,
    disabled: mirrored,
  });

  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      <TextField label="Street Address" className="sm:col-span-2" {...field("street", "address-line1")} {...form.register(names.street)} />
      <TextField label="City" {...field("city", "address-level2")} {...form.register(names.city)} />
      <StateField country={country ?? ""} {...field("state", "address-level1")} {...form.register(names.state)} />
      <TextField label="ZIP Code" {...field("zip", "postal-code")} {...form.register(names.zip)} />
      <CountryField
        {...field("country", "country-name")}
        {...form.register(names.country, { onChange: () => form.setValue(names.state, "", { shouldValidate: submitted }) })}
      />
    </div>
  );
}
