import { ADDRESS_FIELDS, type AddressKind } from "./checkout-form-schema";
import { CountryField } from "./country-field";
import { StateField } from "./state-field";
import { TextField } from "./text-field";

interface AddressFieldsProps {
  kind: AddressKind;
  /** The shipping address while it mirrors billing: shown, but not editable, and without duplicate messages. */
  mirrored?: boolean;
}

export function AddressFields({ kind, mirrored = false }: AddressFieldsProps) {
  const names = ADDRESS_FIELDS[kind];
  // Autofill keeps billing and shipping apart by their section token.
  const token = (field: string) => (kind === "shipping" ? `shipping ${field}` : field);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name={names.street}
        label="Street Address"
        autoComplete={token("address-line1")}
        disabled={mirrored}
        hideError={mirrored}
        className="sm:col-span-2"
      />
      <TextField name={names.city} label="City" autoComplete={token("address-level2")} disabled={mirrored} hideError={mirrored} />
      <StateField kind={kind} autoComplete={token("address-level1")} disabled={mirrored} hideError={mirrored} />
      <TextField name={names.zip} label="ZIP Code" autoComplete={token("postal-code")} disabled={mirrored} hideError={mirrored} />
      <CountryField kind={kind} autoComplete={token("country-name")} disabled={mirrored} hideError={mirrored} />
    </div>
  );
}
