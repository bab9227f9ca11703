import { FileText } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "../../components/ui/skeleton";
import { useProducts } from "../../lib/catalog-queries";

/** Every product, with its datasheet PDF where the shop has one. */
export function DatasheetList() {
  const { data: products, isLoading, isError } = useProducts();

  if (isLoading) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading datasheets">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p className="text-destructive" role="alert">
        We could not load the product datasheets. Please refresh the page.
      </p>
    );
  }
  if (!products || products.length === 0) return <p className="text-muted-foreground">No products are listed at the moment.</p>;

  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id} className="flex items-start gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <Link to={`/products/${product.id}`} className="font-medium text-slate-900 underline-offset-4 hover:underline">
              {product.name}
            </Link>
            <p className="text-xs text-muted-foreground">{product.category}</p>
            {product.pdfUrl ? (
              <a
                href={product.pdfUrl}
                target="_blank"
                rel="noopener"
                className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {product.pdfTitle || `${product.name} Datasheet`} (PDF)
              </a>
            ) : (
              <p className="mt-1 text-sm text-muted-foreground">Datasheet available on request</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
