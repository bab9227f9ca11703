import { useFormContext, useWatch } from "react-hook-form";
import { CANADIAN_PROVINCES, countryCode, US_STATES } from "../../../shared/geo";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { ADDRESS_FIELDS, type AddressKind, type CheckoutFormValues } from "./checkout-form-schema";
import { FormField } from "../../components/form-field";
import { fieldId } from "./field-id";

interface StateFieldProps {
  kind: AddressKind;
  autoComplete: string;
  disabled?: boolean;
  hideError?: boolean;
}

/** Spec §5: the 50 states for the United States, the 13 provinces and territories for Canada, free text elsewhere. */
export function StateField({ kind, autoComplete, disabled, hideError }: StateFieldProps) {
  const { register, formState, control } = useFormContext<CheckoutFormValues>();
  const names = ADDRESS_FIELDS[kind];
  const country = useWatch({ control, name: names.country });
  const code = countryCode(country);
  const name = names.state;
  const error = hideError ? undefined : formState.errors[name]?.message;

  if (code === "US" || code === "CA") {
    const regions = code === "US" ? US_STATES : CANADIAN_PROVINCES;
    return (
      <FormField id={fieldId(name)} label={code === "US" ? "State" : "Province / Territory"} error={error}>
        {(aria) => (
          <NativeSelect {...register(name)} {...aria} autoComplete={autoComplete} disabled={disabled}>
            <option value="">{code === "US" ? "Select a state" : "Select a province or territory"}</option>
            {regions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    );
  }

  return (
    <FormField id={fieldId(name)} label="State / Province / Region" error={error}>
      {(aria) => <Input {...register(name)} {...aria} autoComplete={autoComplete} disabled={disabled} />}
    </FormField>
  );
}
