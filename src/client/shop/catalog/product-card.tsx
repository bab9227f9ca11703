import { Link } from "react-router";
import type { Product } from "../../../shared/contracts/catalog";
import { formatPrice } from "../../../shared/money";
import { ProductImage } from "../../components/product-image";
import { Skeleton, SkeletonLines } from "../../components/ui/skeleton";
import type { ProductLinkState } from "./product-list";
import { StockBadge } from "./stock-badge";

/** The whole card is one link to the product's page. */
export function ProductCard({
  product,
  headingLevel = "h2",
  linkState,
  imageLoading = "lazy",
}: {
  product: Product;
  headingLevel?: "h2" | "h3";
  /** From the products list: its filter and sort, for the detail page's "Back to Products". */
  linkState?: ProductLinkState;
  /** "eager" for the list's first card: on a phone its image is the page's Largest Contentful Paint. */
  imageLoading?: "lazy" | "eager";
}) {
  const Heading = headingLevel;
  return (
    <Link
      to={`/products/${product.id}`}
      state={linkState}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      data-testid="product-card"
    >
      <ProductImage
        src={product.image}
        alt=""
        loading={imageLoading}
        className="aspect-[4/3] border-b"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="truncate text-xs font-semibold uppercase tracking-wide text-primary">{product.category}</p>
          <StockBadge inStock={product.inStock} className="shrink-0" />
        </div>
        <Heading className="mt-1 text-lg font-semibold leading-snug text-slate-900 group-hover:text-primary">{product.name}</Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{product.description}</p>
        <p className="mt-auto pt-4 text-sm text-muted-foreground">
          Starting at <span className="text-lg font-bold text-slate-900">{formatPrice(product.price)}</span>
        </p>
      </div>
    </Link>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm" data-testid="product-card-skeleton">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <SkeletonLines className="space-y-3 p-5" lines={["h-3 w-1/3", "h-5 w-3/4", "h-4 w-full", "h-4 w-5/6", "mt-4 h-6 w-1/2"]} />
    </div>
  );
}
