import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { LOW_STOCK_THRESHOLD, type LowStockProduct } from "../../../shared/contracts/admin";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

/** The lowest-stock products (at most LOW_STOCK_SHOWN) and, when there are more, how many more. */
export function LowStockCard({ products, total }: { products: LowStockProduct[] | undefined; total: number | undefined }) {
  const more = products && total !== undefined ? total - products.length : 0;
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
          <p className="py-4 text-sm text-muted-foreground">Every product has more than {LOW_STOCK_THRESHOLD} in stock.</p>
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
        {more > 0 && (
          <p className="mt-2 border-t px-2 pt-3 text-sm text-muted-foreground">
            {more === 1 ? "1 more product" : `${more.toLocaleString("en-US")} more products`} with {LOW_STOCK_THRESHOLD} or fewer in stock.{" "}
            <Link to="/admin/products" className="font-medium text-primary underline-offset-4 hover:underline">
              All products
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
