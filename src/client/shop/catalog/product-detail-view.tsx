import { PackageX } from "lucide-react";
import { isBuiltToOrder } from "../../../shared/build-to-order";
import { Link, useLocation, useParams } from "react-router";
import type { Product } from "../../../shared/contracts/catalog";
import { BackLink } from "../../components/back-link";
import { ProductImage } from "../../components/product-image";
import { Button } from "../../components/ui/button";
import { Skeleton, SkeletonLines } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";
import { useProduct } from "../../lib/catalog-queries";
import { ImportantSpecsCard, PdfCard, ExportDataCard, ServiceTermsCard, ShippingInfoCard, TechnicalSpecsCard } from "./product-info-cards";
import { productsPathFrom } from "./product-list";
import { CompareToggle } from "./compare-toggle";
import { ProductPurchase } from "./product-purchase";
import { StockAlertForm } from "./stock-alert-form";

/** The detail page asks for its own product (GET /api/products/{id}), not the whole list (issue 23). */
export function ProductDetailView() {
  const { id } = useParams();
  const location = useLocation();
  const { data: product, isLoading, isError } = useProduct(id);
  usePageTitle(isLoading ? "Product" : product ? product.name : "Product Not Found");

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      {isLoading || isError || product ? (
        <BackLink to={productsPathFrom(location.state)} className="mb-6 text-muted-foreground">
          Back to Products
        </BackLink>
      ) : null}
      {isLoading ? (
        <DetailSkeleton />
      ) : isError ? (
        <p className="py-16 text-center text-destructive" role="alert">
          We could not load this product. Please refresh the page.
        </p>
      ) : product ? (
        <ProductDetail key={product.id} product={product} />
      ) : (
        <ProductNotFound />
      )}
    </div>
  );
}

function ProductDetail({ product }: { product: Product }) {
  return (
    <article>
      {/* Wide screens: image with the key specifications under it, beside the buying column. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <ProductImage src={product.image} alt={product.name} loading="eager" className="aspect-[4/3] rounded-xl border" />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{product.category}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{product.name}</h1>
          <div className="mt-6">
            <ProductPurchase product={product} />
          </div>
          {product.inStock === 0 && !isBuiltToOrder(product) ? (
            <div className="mt-6">
              <StockAlertForm product={product} />
            </div>
          ) : null}
          <CompareToggle product={product} className="mt-6" />
          <div className="mt-8 border-t pt-6">
            <h2 className="text-lg font-semibold text-slate-900">Description</h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">{product.description}</p>
          </div>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <ImportantSpecsCard specs={product.highlightedSpecs} />
        </div>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:mt-12 lg:grid-cols-2 lg:gap-x-12">
        <div className="space-y-6">
          <ShippingInfoCard product={product} />
          <ServiceTermsCard product={product} />
          <ExportDataCard product={product} />
          {product.pdfUrl ? <PdfCard url={product.pdfUrl} title={product.pdfTitle} /> : null}
        </div>
        <TechnicalSpecsCard specifications={product.specifications} />
      </div>
    </article>
  );
}

function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <PackageX className="h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Product Not Found</h1>
      <p className="mt-2 text-muted-foreground">The product you are looking for does not exist or is no longer available.</p>
      <Button asChild className="mt-6">
        <Link to="/products">Back to Products</Link>
      </Button>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12" aria-busy="true" aria-label="Loading product">
      <Skeleton className="aspect-[4/3] rounded-xl" />
      <SkeletonLines className="space-y-4" lines={["h-4 w-1/4", "h-9 w-3/4", "h-8 w-1/3", "h-11 w-full", "h-24 w-full"]} />
    </div>
  );
}
