import { useWatch, type UseFormReturn } from "react-hook-form";
import { FieldMessage } from "../../components/field-message";
import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { CheckboxField } from "../components/checkbox-field";
import type { ParcelFormValues, ParcelLineValues } from "./parcel-form";

interface ParcelLineFieldsProps {
  form: UseFormReturn<ParcelFormValues>;
  position: number;
  line: ParcelLineValues;
}

/** One order line of the parcel: in it or not, how many, and a serial number per unit for an instrument. */
export function ParcelLineFields({ form, position, line }: ParcelLineFieldsProps) {
  const include = useWatch({ control: form.control, name: `lines.${position}.include` });
  const quantity = Number(useWatch({ control: form.control, name: `lines.${position}.quantity` }));
  const errors = form.formState.errors.lines?.[position];
  const id = `ship-line-${line.index}`;
  const serialCount = line.serialized && include && Number.isInteger(quantity) ? Math.min(Math.max(quantity, 0), line.remaining) : 0;

  /** A barcode scanner types the serial and Enter: go to the next field instead of submitting. */
  const nextOnEnter = (event: React.KeyboardEvent<HTMLInputElement>, s: number) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const next = document.getElementById(`${id}-serial-${s + 1}`);
    if (next) next.focus();
  };

  return (
    <div className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CheckboxField
          control={form.control}
          name={`lines.${position}.include`}
          id={`${id}-include`}
          label={`${line.productName} (${line.remaining} left to ship)`}
        />
        {include ? (
          <FormField id={`${id}-quantity`} label="Quantity" className="w-24" error={errors?.quantity?.message}>
            {(aria) => <Input {...aria} inputMode="numeric" {...form.register(`lines.${position}.quantity`)} />}
          </FormField>
        ) : null}
      </div>
      {serialCount > 0 ? (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">Serial numbers (scan or type one per unit, or leave all empty)</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {Array.from({ length: serialCount }, (_, s) => (
              <Input
                key={s}
                id={`${id}-serial-${s}`}
                aria-label={`Serial number ${s + 1} of ${line.productName}`}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                {...form.register(`lines.${position}.serials.${s}.value`)}
                onKeyDown={(event) => nextOnEnter(event, s)}
              />
            ))}
          </div>
          <FieldMessage id={`${id}-serials-error`} message={errors?.serials?.message ?? errors?.serials?.root?.message} />
        </div>
      ) : null}
    </div>
  );
}
