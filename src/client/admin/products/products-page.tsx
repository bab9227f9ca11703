import { Package, Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { Product } from "../../../shared/contracts/catalog";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories, useProducts } from "../../lib/catalog-queries";
import { AdminPageHeader } from "../components/admin-page-header";
import { ListStates } from "../components/list-states";
import { AdminProductCard } from "./admin-product-card";
import { ProductDialog } from "./product-dialog";
import { useDeleteProduct } from "./use-product-mutations";

const CARD_GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4";

export function ProductsPage() {
  usePageTitle("Admin Products");
  const products = useProducts();
  const categories = useCategories();
  const remove = useDeleteProduct();
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const categoryNames = useMemo(() => (categories.data ?? []).map((c) => c.name), [categories.data]);

  function openDialog(product: Product | null) {
    setEditing(product);
    setDialogOpen(true);
  }

  // The dashboard's low-stock list links here with ?edit=<id> to open that product straight away.
  const editId = searchParams.get("edit");
  useEffect(() => {
    if (!editId || !products.data) return;
    const product = products.data.find((p) => p.id === editId);
    if (product) {
      setEditing(product);
      setDialogOpen(true);
    }
    setSearchParams({}, { replace: true });
  }, [editId, products.data, setSearchParams]);

  return (
    <div>
      <AdminPageHeader
        title="Products"
        description="Prices, stock, options and datasheets of everything in the shop."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Product
          </Button>
        }
      />
      <ListStates
        query={products}
        isEmpty={(products.data ?? []).length === 0}
        framed
        errorText="The products could not be loaded."
        empty={{ icon: Package, text: "No products yet. Add your first product to start selling." }}
        skeleton={{ count: 4, className: "h-80", layout: CARD_GRID }}
      >
        <div className={CARD_GRID}>
          {(products.data ?? []).map((product) => (
            <AdminProductCard
              key={product.id}
              product={product}
              deleting={remove.isPending && remove.variables === product.id}
              onEdit={openDialog}
              onDelete={(p) => remove.mutate(p.id)}
            />
          ))}
        </div>
      </ListStates>
      <ProductDialog
        open={dialogOpen}
        product={editing}
        categoryNames={categoryNames}
        onOpenChange={(open) => {
          setDialogOpen(open);
          if (!open) setEditing(null);
        }}
      />
    </div>
  );
}
