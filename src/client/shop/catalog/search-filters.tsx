import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { SearchFacet } from "../../../shared/contracts/search";
import { formatPrice, normalizeMoney } from "../../../shared/money";
import { searchPagePath, type SearchPageQuery } from "../../../shared/search-page-query";
import { DecimalField } from "../../components/text-field";
import { Button } from "../../components/ui/button";
import { fieldsOf } from "../../lib/form-fields";
import { cn } from "../../lib/utils";
import { plain, searchPriceForm, type SearchPriceValues } from "./search-price-form";

interface SearchFiltersProps {
  query: SearchPageQuery;
  /** Matches per category without the category filter (undefined while loading). */
  facets: SearchFacet[] | undefined;
  total: number | undefined;
}

// Chips that wrap on a phone (the results stay near the top), a list beside the results on wide screens.
const facetClass = (current: boolean) =>
  cn(
    "flex items-center justify-between gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:gap-3 lg:rounded-md lg:border-0 lg:py-2",
    current ? "border-primary/40 bg-accent font-semibold text-primary" : "text-slate-700",
  );

/** The category facets (links with counts) and the price filter; every choice is a URL. */
export function SearchFilters({ query, facets, total }: SearchFiltersProps) {
  const all = facets?.reduce((sum, facet) => sum + facet.count, 0) ?? total;
  return (
    <aside aria-label="Filters" className="space-y-6">
      <nav aria-labelledby="facet-category-title">
        <h2 id="facet-category-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
          Category
        </h2>
        <ul className="flex flex-wrap gap-2 lg:block lg:space-y-0.5">
          <li>
            <Link
              to={searchPagePath({ ...query, category: undefined })}
              className={facetClass(!query.category)}
              aria-current={!query.category ? "page" : undefined}
            >
              <span>All categories</span>
              {all !== undefined ? <span className="tabular-nums text-muted-foreground">{all}</span> : null}
            </Link>
          </li>
          {(facets ?? []).map((facet) => (
            <li key={facet.name}>
              <Link
                to={searchPagePath({ ...query, category: facet.name })}
                className={facetClass(query.category === facet.name)}
                aria-current={query.category === facet.name ? "page" : undefined}
              >
                <span>{facet.name}</span>
                <span className="tabular-nums text-muted-foreground">{facet.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PriceFilter key={`${query.minPrice ?? ""}-${query.maxPrice ?? ""}`} query={query} />
    </aside>
  );
}

function PriceFilter({ query }: { query: SearchPageQuery }) {
  const navigate = useNavigate();
  const form = useForm<SearchPriceValues>({
    resolver: zodResolver(searchPriceForm),
    defaultValues: { minPrice: query.minPrice ?? "", maxPrice: query.maxPrice ?? "" },
  });
  const field = fieldsOf(form);
  const bound = (value: string) => (value.trim() === "" ? undefined : normalizeMoney(plain(value)));
  const apply = form.handleSubmit((values) =>
    navigate(searchPagePath({ ...query, minPrice: bound(values.minPrice), maxPrice: bound(values.maxPrice) })),
  );
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
  // Folded away until a price is set: on a phone the results come first.
  return (
    <details open={priced} className="group">
      <summary className="flex min-h-6 cursor-pointer list-none items-center justify-between text-sm font-semibold uppercase tracking-wide text-slate-600 [&::-webkit-details-marker]:hidden">
        Price
        <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <form onSubmit={(event) => void apply(event)} noValidate aria-label="Price" className="mt-3 space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <DecimalField id="search-min-price" label="Min ($)" {...field("minPrice")} />
          <DecimalField id="search-max-price" label="Max ($)" {...field("maxPrice")} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" size="sm">
            Apply price
          </Button>
          {priced ? (
            <Link
              to={searchPagePath({ ...query, minPrice: undefined, maxPrice: undefined })}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Any price
            </Link>
          ) : null}
        </div>
      </form>
      {priced ? <p className="mt-2 text-xs text-muted-foreground">{priceRange(query)}</p> : null}
    </details>
  );
}

function priceRange({ minPrice, maxPrice }: SearchPageQuery): string {
  if (minPrice && maxPrice) return `From ${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`;
  return minPrice ? `${formatPrice(minPrice)} and more` : `Up to ${formatPrice(maxPrice ?? "0")}`;
}
