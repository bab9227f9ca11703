import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { CheckboxField } from "../components/checkbox-field";
import type { ProductForm } from "./use-product-form";

/** A fieldset of the product form headed by a yes/no box; `children` gets whether it is ticked (it enables the fields under it). */
function TickedFieldset({
  form,
  legend,
  box,
  children,
}: {
  form: ProductForm;
  legend: string;
  box: { name: "serialized" | "backorderable"; id: string; label: string };
  children: (ticked: boolean) => ReactNode;
}) {
  const ticked = useWatch({ control: form.control, name: box.name });
  return (
    <fieldset className="grid gap-3 rounded-md border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="sm:col-span-2">
        <CheckboxField control={form.control} name={box.name} id={box.id} label={box.label} />
      </div>
      {children(ticked === true)}
    </fieldset>
  );
}

/** After the shipment (extensions §7): serial numbers per unit, the warranty and the calibration interval. */
export function ProductServiceFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <TickedFieldset
      form={form}
      legend="Units and service"
      box={{ name: "serialized", id: "product-serialized", label: "Each unit has a serial number (an instrument)" }}
    >
      {(serialized) => (
        <>
          <FormField id="product-warranty" label="Warranty (months)" error={errors.warrantyMonths?.message}>
            {(aria) => <Input {...aria} inputMode="numeric" {...form.register("warrantyMonths")} />}
          </FormField>
          <FormField
            id="product-calibration"
            label="Calibration interval (months)"
            error={errors.calibrationIntervalMonths?.message}
            hint={serialized ? "Empty: not calibrated" : "Only for products with serial numbers"}
          >
            {(aria) => <Input {...aria} inputMode="numeric" disabled={!serialized} {...form.register("calibrationIntervalMonths")} />}
          </FormField>
        </>
      )}
    </TickedFieldset>
  );
}

/** Build to order (extensions §8): sold at stock 0, the buyer told when it ships. */
export function ProductBuildToOrderFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <TickedFieldset
      form={form}
      legend="Build to order"
      box={{ name: "backorderable", id: "product-backorderable", label: "Built to order: customers can buy it beyond the stock" }}
    >
      {(backorderable) => (
        <FormField
          id="product-lead-time"
          label="Lead time (days)"
          error={errors.leadTimeDays?.message}
          hint={backorderable ? 'Buyers see "Ships in about N days"' : "Only for products built to order"}
        >
          {(aria) => <Input {...aria} inputMode="numeric" disabled={!backorderable} {...form.register("leadTimeDays")} />}
        </FormField>
      )}
    </TickedFieldset>
  );
}
