import { MailX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { useProduct } from "../../lib/catalog-queries";

/** The page an alert mail's unsubscribe link ends on: the listing is gone already (the GET removed it). */
export function StockAlertUnsubscribedView() {
  const [params] = useSearchParams();
  // Lower case, as the server renders the page (public-pages.ts); a product the shop lacks reads the plain sentence.
  const { data: product } = useProduct(params.get("product")?.toLowerCase());
  usePageTitle("Unsubscribed");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <MailX className="h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">You are unsubscribed</h1>
      <p className="mt-3 text-muted-foreground">
        {product
          ? `We will no longer e-mail you when ${product.name} is back in stock.`
          : "We will no longer send back-in-stock e-mails for this link."}
      </p>
      <Button asChild className="mt-6">
        <Link to={product ? `/products/${product.id}` : "/products"}>{product ? "View the product" : "Browse products"}</Link>
      </Button>
    </div>
  );
}
