import { Link } from "react-router";
import type { Product } from "../../../shared/contracts/catalog";
import { formatPrice } from "../../../shared/money";
import { PriceEstimate } from "../../components/price-estimate";
import { ProductImage } from "../../components/product-image";
import { Skeleton, SkeletonLines } from "../../components/ui/skeleton";
import type { ProductLinkState } from "./product-list";
import { CompareToggle } from "./compare-toggle";
import { StockBadge } from "./stock-badge";

/** A product in a list: the card links to its page; "Compare" adds it to the compare selection. */
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
  // The card is a link to the product's page, with "Compare" beside it (a button cannot sit inside a link).
  return (
    <div
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-all has-[>a:focus-visible]:ring-2 has-[>a:focus-visible]:ring-ring has-[>a:focus-visible]:ring-offset-2 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
      data-testid="product-card"
    >
      <Link to={`/products/${product.id}`} state={linkState} className="flex flex-1 flex-col focus-visible:outline-none">
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
            <StockBadge product={product} className="shrink-0" />
          </div>
          <Heading className="mt-1 text-lg font-semibold leading-snug text-slate-900 group-hover:text-primary">{product.name}</Heading>
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{product.description}</p>
          <p className="mt-auto pt-4 text-sm text-muted-foreground">
            Starting at <span className="text-lg font-bold text-slate-900">{formatPrice(product.price)}</span>{" "}
            <PriceEstimate usd={product.price} />
          </p>
        </div>
      </Link>
      <div className="flex justify-end border-t px-5 py-2.5">
        <CompareToggle product={product} />
      </div>
    </div>
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
