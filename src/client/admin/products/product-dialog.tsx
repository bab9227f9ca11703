import { useEffect } from "react";
import type { Product } from "../../../shared/contracts/catalog";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { HighlightedSpecsFields } from "./highlighted-specs-fields";
import { normalizeOptions } from "./option-defaults";
import { ProductMainFields } from "./product-main-fields";
import { ProductMediaFields } from "./product-media-fields";
import { ProductBuildToOrderFields, ProductServiceFields } from "./product-service-fields";
import { ProductOptionsFields } from "./product-options-fields";
import { ProductTiersFields } from "./product-tiers-fields";
import { productFormValues, useProductForm } from "./use-product-form";
import { useSaveProduct } from "./use-product-mutations";

interface ProductDialogProps {
  open: boolean;
  /** The product being edited; null creates a new one. */
  product: Product | null;
  categoryNames: string[];
  onOpenChange: (open: boolean) => void;
}

export function ProductDialog({ open, product, categoryNames, onOpenChange }: ProductDialogProps) {
  const form = useProductForm();
  const save = useSaveProduct(() => onOpenChange(false));

  useEffect(() => {
    form.reset(productFormValues(open ? product : null));
  }, [open, product, form]);

  // A product filed under a category that no longer exists keeps it selectable.
  const choices = product && !categoryNames.includes(product.category) ? [...categoryNames, product.category] : categoryNames;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Header and buttons stay put; only the fields scroll. */}
      <DialogContent className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-6 py-5">
          <DialogTitle>{product ? "Edit Product" : "Add Product"}</DialogTitle>
          <DialogDescription>{product ? `Change the details of ${product.name}.` : "Add a product to the catalog."}</DialogDescription>
        </DialogHeader>
        <form
          className="flex min-h-0 flex-1 flex-col"
          noValidate
          onSubmit={form.handleSubmit((data) =>
            save.mutate({ loaded: product, data: { ...data, options: normalizeOptions(data.options) } }),
          )}
        >
          <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto px-6 py-5">
            <ProductMainFields form={form} categoryNames={choices} />
            <ProductMediaFields form={form} />
            <ProductServiceFields form={form} />
            <ProductBuildToOrderFields form={form} />
            <ProductTiersFields form={form} />
            <ProductOptionsFields form={form} />
            <HighlightedSpecsFields form={form} />
          </div>
          <DialogFormFooter className="border-t px-6 py-4" pending={save.isPending} onCancel={() => onOpenChange(false)}>
            {product ? "Update Product" : "Create Product"}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
