import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { FormSelectField } from "../components/select-field";
import type { ProductForm } from "./use-product-form";

interface ProductMainFieldsProps {
  form: ProductForm;
  categoryNames: string[];
}

type NumberField = "price" | "inStock" | "weightLbs" | "lengthIn" | "widthIn" | "heightIn";

export function ProductMainFields({ form, categoryNames }: ProductMainFieldsProps) {
  const { errors } = form.formState;
  const categoryChoices = categoryNames.map((name) => ({ value: name, label: name }));

  const numberField = (name: NumberField, label: string, step: string) => {
    return (
      <FormField id={`product-${name}`} label={label} error={errors[name]?.message}>
        {(aria) => <Input {...aria} type="number" inputMode="decimal" min="0" step={step} {...form.register(name)} />}
      </FormField>
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-name" label="Name" error={errors.name?.message}>
          {(aria) => <Input {...aria} {...form.register("name")} />}
        </FormField>
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

      <FormField id="product-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={4} {...form.register("description")} />}
      </FormField>
      <FormField
        id="product-specifications"
        label="Specifications"
        error={errors.specifications?.message}
        hint="One specification per line."
      >
        {(aria) => <Textarea {...aria} rows={6} className="font-mono text-sm" {...form.register("specifications")} />}
      </FormField>
    </div>
  );
}
