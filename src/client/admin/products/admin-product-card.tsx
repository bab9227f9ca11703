import { Pencil, Trash2 } from "lucide-react";
import type { Product } from "../../../shared/contracts/catalog";
import { formatPrice } from "../../../shared/money";
import { ProductImage } from "../../components/product-image";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface AdminProductCardProps {
  product: Product;
  deleting: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function stockBadge(inStock: number) {
  if (inStock === 0) return <Badge variant="destructive">Out of stock</Badge>;
  if (inStock <= 2) return <Badge variant="warning">{inStock} in stock</Badge>;
  return <Badge variant="success">{inStock} in stock</Badge>;
}

export function AdminProductCard({ product, deleting, onEdit, onDelete }: AdminProductCardProps) {
  const optionCount = product.options.length;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="admin-product-card">
      <ProductImage src={product.image} alt={product.name} className="aspect-[4/3] w-full border-b" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{product.category}</p>
        <h2 className="line-clamp-2 font-semibold leading-snug text-slate-900">{product.name}</h2>
        <p className="text-lg font-bold tabular-nums text-slate-900">{formatPrice(product.price)}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{optionCount === 1 ? "1 option" : `${optionCount} options`}</span>
          <span aria-hidden="true">·</span>
          {stockBadge(product.inStock)}
          {product.backorderable && product.leadTimeDays !== null ? (
            <Badge variant="secondary">Built to order, {product.leadTimeDays} days</Badge>
          ) : null}
        </div>
        <div className="mt-auto flex gap-2 pt-3">
          <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-destructive hover:bg-red-50 hover:text-destructive"
            disabled={deleting}
            onClick={() => onDelete(product)}
            aria-label={`Delete ${product.name}`}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
