import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { DeleteIconButton } from "../components/delete-icon-button";
import type { ProductForm } from "./use-product-form";

/** Name/value pairs shown as the product's key figures. */
export function HighlightedSpecsFields({ form }: { form: ProductForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "highlightedSpecs" });
  const errors = form.formState.errors.highlightedSpecs;

  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Highlighted specs</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No highlighted specs yet.</p> : null}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        return (
          <div key={field.id} className="grid gap-2 rounded-md bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <FormField
              id={`spec-name-${index}`}
              label="Spec name"
              error={rowErrors?.name?.message}
              className="gap-1"
              labelClassName="text-xs"
            >
              {(aria) => <Input {...aria} placeholder="e.g. Frequency range" {...form.register(`highlightedSpecs.${index}.name`)} />}
            </FormField>
            <FormField
              id={`spec-value-${index}`}
              label="Spec value"
              error={rowErrors?.value?.message}
              className="gap-1"
              labelClassName="text-xs"
            >
              {(aria) => <Input {...aria} placeholder="e.g. 9 kHz - 6 GHz" {...form.register(`highlightedSpecs.${index}.value`)} />}
            </FormField>
            <div className="flex justify-end sm:block sm:pt-5">
              <DeleteIconButton label={`Remove spec ${index + 1}`} onClick={() => remove(index)} />
            </div>
          </div>
        );
      })}
      <div>
        <Button variant="outline" size="sm" onClick={() => append({ name: "", value: "" })}>
          <Plus aria-hidden="true" /> Add Spec
        </Button>
      </div>
    </fieldset>
  );
}
