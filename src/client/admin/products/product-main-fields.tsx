import { Controller } from "react-hook-form";
import { Input } from "../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { FormField } from "../components/form-field";
import type { ProductForm } from "./use-product-form";

interface ProductMainFieldsProps {
  form: ProductForm;
  categoryNames: string[];
}

type NumberField = "price" | "inStock" | "weightLbs" | "lengthIn" | "widthIn" | "heightIn";

const invalidProps = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

export function ProductMainFields({ form, categoryNames }: ProductMainFieldsProps) {
  const { errors } = form.formState;

  const numberField = (name: NumberField, label: string, step: string) => {
    const id = `product-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error}>
        <Input id={id} type="number" inputMode="decimal" min="0" step={step} {...invalidProps(id, error)} {...form.register(name)} />
      </FormField>
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-name" label="Name" error={errors.name?.message}>
          <Input id="product-name" {...invalidProps("product-name", errors.name?.message)} {...form.register("name")} />
        </FormField>
        <FormField id="product-category" label="Category" error={errors.category?.message}>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="product-category" onBlur={field.onBlur} {...invalidProps("product-category", errors.category?.message)}>
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {categoryNames.map((name) => (
                    <SelectItem key={name} value={name}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
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
        <Textarea
          id="product-description"
          rows={4}
          {...invalidProps("product-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>
      <FormField
        id="product-specifications"
        label="Specifications"
        error={errors.specifications?.message}
        hint="One specification per line."
      >
        <Textarea
          id="product-specifications"
          rows={6}
          className="font-mono text-sm"
          {...invalidProps("product-specifications", errors.specifications?.message)}
          {...form.register("specifications")}
        />
      </FormField>
    </div>
  );
}
