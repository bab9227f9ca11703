import { type Control, Controller } from "react-hook-form";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { useProducts } from "../../lib/catalog-queries";
import type { DiscountFormValues } from "./discount-form";

/** The products a code is limited to (none checked: every product), one checkbox each in a scrolling list. */
export function DiscountProductsField({ control }: { control: Control<DiscountFormValues> }) {
  const products = useProducts();
  return (
    <Controller
      control={control}
      name="productIds"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : [...chosen].filter((x) => x !== id));
        // A product deleted since keeps its place in the code until unchecked.
        const gone = [...chosen].filter((id) => !products.data?.some((p) => p.id === id));
        return (
          <fieldset className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Products</legend>
            <p className="text-xs text-muted-foreground">
              {chosen.size === 0
                ? "Every product: none is checked."
                : `Only the lines of ${chosen.size === 1 ? "1 product" : `${chosen.size} products`}.`}
            </p>
            {products.isPending ? <p className="text-sm text-muted-foreground">Loading the products…</p> : null}
            {products.isError ? <p className="text-sm text-destructive">The products could not be loaded.</p> : null}
            <ul className="grid max-h-48 gap-2 overflow-y-auto pr-1">
              {(products.data ?? []).map((product) => (
                <li key={product.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`discount-product-${product.id}`}
                    checked={chosen.has(product.id)}
                    onCheckedChange={(checked) => toggle(product.id, checked === true)}
                  />
                  <Label htmlFor={`discount-product-${product.id}`} className="font-normal">
                    {product.name}
                  </Label>
                </li>
              ))}
              {gone.map((id) => (
                <li key={id} className="flex items-center gap-2">
                  <Checkbox id={`discount-product-${id}`} checked onCheckedChange={() => toggle(id, false)} />
                  <Label htmlFor={`discount-product-${id}`} className="font-normal text-muted-foreground">
                    A deleted product
                  </Label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      }}
    />
  );
}
