import { Plus } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { DeleteIconButton } from "../components/delete-icon-button";
import { defaultOptionIndex, newOption, removeOption, selectDefaultOption } from "./option-defaults";
import type { ProductForm } from "./use-product-form";

// A row's fields sit closer, with smaller labels.
const ROW_FIELD = { className: "gap-1", labelClassName: "text-xs" };

/** Option rows (title, extra price, default radio). The default rules live in option-defaults.ts. */
export function ProductOptionsFields({ form }: { form: ProductForm }) {
  const { fields, append, replace } = useFieldArray({ control: form.control, name: "options" });
  const options = useWatch({ control: form.control, name: "options" }) ?? [];
  const errors = form.formState.errors.options;
  const chosen = defaultOptionIndex(options);

  function choose(index: number) {
    selectDefaultOption(form.getValues("options") ?? [], index).forEach((option, i) =>
      form.setValue(`options.${i}.isDefault`, option.isDefault, { shouldDirty: true }),
    );
  }

  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Product options</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No options: the product sells as "No option" at its base price.</p>
      ) : (
        <RadioGroup
          value={chosen >= 0 ? String(chosen) : ""}
          onValueChange={(value) => choose(Number(value))}
          aria-label="Default option"
          className="gap-3"
        >
          {fields.map((field, index) => {
            const rowErrors = errors?.[index];
            return (
              <div key={field.id} className="grid gap-2 rounded-md bg-slate-50 p-3 sm:grid-cols-[1fr_8rem_auto_auto] sm:items-start">
                <FormField id={`option-title-${index}`} label="Option title" error={rowErrors?.title?.message} {...ROW_FIELD}>
                  {(aria) => <Input {...aria} {...form.register(`options.${index}.title`)} />}
                </FormField>
                <FormField id={`option-price-${index}`} label="Extra price ($)" error={rowErrors?.price?.message} {...ROW_FIELD}>
                  {(aria) => (
                    <Input {...aria} type="number" inputMode="decimal" min="0" step="0.01" {...form.register(`options.${index}.price`)} />
                  )}
                </FormField>
                <div className="flex items-center justify-between sm:contents">
                  <div className="flex items-center gap-2 sm:h-full sm:pt-6">
                    <RadioGroupItem value={String(index)} id={`option-default-${index}`} />
                    <Label htmlFor={`option-default-${index}`}>Default</Label>
                  </div>
                  <div className="sm:pt-5">
                    <DeleteIconButton
                      label={`Remove option ${index + 1}`}
                      onClick={() => replace(removeOption(form.getValues("options") ?? [], index))}
                    />
                  </div>
                </div>
              </div>
            );
          })}
        </RadioGroup>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => append(newOption(fields.length))}>
          <Plus aria-hidden="true" /> Add Option
        </Button>
      </div>
    </fieldset>
  );
}
