import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import type { LowStockProduct } from "../../../shared/contracts/admin";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

export function LowStockCard({ products }: { products: LowStockProduct[] | undefined }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2 space-y-0 pb-3">
        <AlertTriangle className="h-5 w-5 text-amber-600" aria-hidden="true" />
        <CardTitle className="text-lg">Low Stock</CardTitle>
      </CardHeader>
      <CardContent>
        {products === undefined ? (
          <Skeleton className="h-20 w-full" />
        ) : products.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">Every product has more than 2 in stock.</p>
        ) : (
          <ul className="divide-y">
            {products.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/admin/products?edit=${encodeURIComponent(product.id)}`}
                  className="flex items-center justify-between gap-3 rounded-md px-2 py-2.5 text-sm hover:bg-slate-50"
                >
                  <span className="min-w-0 truncate font-medium text-slate-900" title={product.name}>
                    {product.name}
                  </span>
                  <Badge variant={product.inStock === 0 ? "destructive" : "warning"} className="shrink-0">
                    {product.inStock === 0 ? "Out of stock" : `${product.inStock} left`}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
