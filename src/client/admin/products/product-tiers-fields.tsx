import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { MAX_PRICE_TIERS } from "../../../shared/price-rules";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { fieldsOf } from "../../lib/form-fields";
import { DeleteIconButton } from "../components/delete-icon-button";
import type { ProductForm } from "./use-product-form";

const ROW_FIELD = { className: "gap-1", labelClassName: "text-xs" };

/** Quantity prices (extensions §8): from N units on, each costs less; checked by the product contract (rising quantities, falling prices). */
export function ProductTiersFields({ form }: { form: ProductForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "priceTiers" });
  const field = fieldsOf(form);
  const listError = form.getFieldState("priceTiers", form.formState).error?.message;

  function addTier() {
    const tiers = form.getValues("priceTiers") ?? [];
    const last = tiers.at(-1);
    const next = last ? Number(last.minQuantity) * 2 || 10 : 5;
    append({ minQuantity: String(next), price: "" });
  }

  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Quantity prices</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">One price for any quantity. Add a tier to sell for less from a number of units on.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Quantity prices">
          {fields.map((tier, index) => {
            const { error: quantityError, ...quantity } = field(`priceTiers.${index}.minQuantity`);
            const { error: priceError, ...price } = field(`priceTiers.${index}.price`);
            return (
              <li key={tier.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-md bg-slate-50 p-3">
                <FormField id={`tier-quantity-${index}`} label="From quantity" error={quantityError} {...ROW_FIELD}>
                  {(aria) => <Input {...aria} type="number" inputMode="numeric" min="2" step="1" {...quantity} />}
                </FormField>
                <FormField id={`tier-price-${index}`} label="Price each ($)" error={priceError} {...ROW_FIELD}>
                  {(aria) => <Input {...aria} type="number" inputMode="decimal" min="0" step="0.01" {...price} />}
                </FormField>
                <div className="pt-5">
                  <DeleteIconButton label={`Remove quantity price ${index + 1}`} onClick={() => remove(index)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <div>
        <Button variant="outline" size="sm" onClick={addTier} disabled={fields.length >= MAX_PRICE_TIERS}>
          <Plus aria-hidden="true" /> Add Quantity Price
        </Button>
      </div>
    </fieldset>
  );
}
