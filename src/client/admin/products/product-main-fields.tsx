import { TextAreaField, TextField } from "../../components/text-field";
import { fieldsOf } from "../../lib/form-fields";
import { FormSelectField } from "../components/select-field";
import type { ProductForm } from "./use-product-form";

interface ProductMainFieldsProps {
  form: ProductForm;
  categoryNames: string[];
}

type NumberField = "price" | "inStock" | "weightLbs" | "lengthIn" | "widthIn" | "heightIn";

export function ProductMainFields({ form, categoryNames }: ProductMainFieldsProps) {
  const field = fieldsOf(form);
  const categoryChoices = categoryNames.map((name) => ({ value: name, label: name }));

  const numberField = (name: NumberField, label: string, step: string) => (
    <TextField id={`product-${name}`} label={label} type="number" inputMode="decimal" min="0" step={step} {...field(name)} />
  );

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="product-name" label="Name" {...field("name")} />
        <FormSelectField
          control={form.control}
          name="category"
          id="product-category"
          label="Category"
          options={categoryChoices}
          placeholder="Select a category"
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {numberField("price", "Base price ($)", "0.01")}
        {numberField("inStock", "Stock quantity", "1")}
      </div>

      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">Package weight and dimensions</legend>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {numberField("weightLbs", "Weight (lbs)", "0.01")}
          {numberField("lengthIn", "Length (in)", "0.01")}
          {numberField("widthIn", "Width (in)", "0.01")}
          {numberField("heightIn", "Height (in)", "0.01")}
        </div>
      </fieldset>

      <TextAreaField id="product-description" label="Description" rows={4} {...field("description")} />
      <TextAreaField
        id="product-specifications"
        label="Specifications"
        hint="One specification per line."
        rows={6}
        inputClassName="font-mono text-sm"
        {...field("specifications")}
      />
    </div>
  );
}
