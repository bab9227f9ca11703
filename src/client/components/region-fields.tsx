import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { CANADIAN_PROVINCES, COUNTRIES, countryCode, US_STATES } from "../../shared/geo";
import { FormField } from "./form-field";
import { Input } from "./ui/input";
import { NativeSelect } from "./ui/native-select";

/** What a picker passes on to its control: react-hook-form's registration plus the element's own attributes. */
interface RegionFieldProps extends UseFormRegisterReturn {
  id: string;
  error?: string | undefined;
  autoComplete?: string;
  /** On the element, never in register(): react-hook-form would drop a disabled field's value. */
  disabled?: boolean;
  className?: string;
}

const PICKERS = {
  US: { label: "State", placeholder: "Select a state", regions: US_STATES },
  CA: { label: "Province / Territory", placeholder: "Select a province or territory", regions: CANADIAN_PROVINCES },
} as const;

/**
 * The state of an address (storefront.md §5): the 50 states for the United States, the 13 provinces
 * and territories for Canada, free text elsewhere. `country` is the address's country as chosen.
 */
export function StateField({ country, id, error, className, ...control }: RegionFieldProps & { country: string }) {
  const code = countryCode(country);
  const picker = code === "US" || code === "CA" ? PICKERS[code] : null;
  if (!picker) {
    return (
      <FormField id={id} label="State / Province / Region" error={error} className={className}>
        {(aria) => <Input {...control} {...aria} />}
      </FormField>
    );
  }
  return (
    <FormField id={id} label={picker.label} error={error} className={className}>
      {(aria) => (
        <NativeSelect {...control} {...aria}>
          <RegionOptions placeholder={picker.placeholder} choices={picker.regions} />
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The spec's 23 countries, by name (the value the orders and saved addresses keep). */
export function CountryField({ id, error, className, ...control }: RegionFieldProps) {
  return (
    <FormField id={id} label="Country" error={error} className={className}>
      {(aria) => (
        <NativeSelect {...control} {...aria}>
          <RegionOptions placeholder="Select a country" choices={COUNTRIES.map(([, name]) => [name, name] as const)} />
        </NativeSelect>
      )}
    </FormField>
  );
}

function RegionOptions({ placeholder, choices }: { placeholder: ReactNode; choices: readonly (readonly [string, string])[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
