import { useFormContext } from "react-hook-form";
import { COUNTRIES } from "../../../shared/geo";
import { NativeSelect } from "../../components/ui/native-select";
import { ADDRESS_FIELDS, type AddressKind, type CheckoutFormValues } from "./checkout-form-schema";
import { FormField } from "../../components/form-field";
import { fieldId } from "./field-id";

interface CountryFieldProps {
  kind: AddressKind;
  autoComplete: string;
  disabled?: boolean;
  hideError?: boolean;
}

/** The spec's 23 countries; changing the country clears the address's state, whose choices depend on it. */
export function CountryField({ kind, autoComplete, disabled, hideError }: CountryFieldProps) {
  const { register, formState, setValue } = useFormContext<CheckoutFormValues>();
  const names = ADDRESS_FIELDS[kind];
  const name = names.country;
  const error = hideError ? undefined : formState.errors[name]?.message;
  const field = register(name, {
    onChange: () => setValue(names.state, "", { shouldValidate: formState.isSubmitted }),
  });
  return (
    <FormField id={fieldId(name)} label="Country" error={error}>
      {(aria) => (
        <NativeSelect {...field} {...aria} autoComplete={autoComplete} disabled={disabled}>
          <option value="">Select a country</option>
          {COUNTRIES.map(([code, label]) => (
            <option key={code} value={label}>
              {label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
