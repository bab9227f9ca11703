import { useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Label } from "../../components/ui/label";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories, useProducts } from "../../lib/catalog-queries";
import { PageHeading } from "./page-heading";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { DEFAULT_SORT, isSortOrder, SORT_OPTIONS, type SortOrder } from "../../../shared/product-list-query";
import { ALL_CATEGORIES, categoryFilterFromQuery, filterAndSortProducts, productCountLabel } from "./product-list";

const PLACEHOLDER_CARDS = 6;
const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:w-56";

export function ProductsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  // Sort and category live in the URL: Back restores them, and a link shares them.
  const sortParam = searchParams.get("sort");
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : DEFAULT_SORT;
  const products = useProducts();
  const categories = useCategories();

  const categoryNames = useMemo(() => (categories.data ?? []).map((c) => c.name), [categories.data]);
  const filter = categoryFilterFromQuery(searchParams.get("category"), categories.data ?? []);
  const visible = useMemo(() => filterAndSortProducts(products.data ?? [], filter, sort), [products.data, filter, sort]);
  usePageTitle(filter === ALL_CATEGORIES ? "Products" : `${filter} | Products`);

  function changeParam(name: "category" | "sort", value: string, defaultValue: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === defaultValue) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  const total = products.data?.length ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeading
        title="Our Products"
        subtitle="Near-field probes, amplifiers, coils and accessories for EMC and RF work, designed and built in Sebastopol, California."
      />

      <div className="mb-8 flex flex-col gap-4 rounded-lg border bg-slate-50 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <div className="grid gap-1.5">
            <Label htmlFor="product-category">Category</Label>
            <select
              id="product-category"
              name="category"
              className={selectClass}
              value={filter}
              onChange={(e) => changeParam("category", e.target.value, ALL_CATEGORIES)}
            >
              <option value={ALL_CATEGORIES}>All Categories</option>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="product-sort">Sort by</Label>
            <select
              id="product-sort"
              name="sort"
              className={selectClass}
              value={sort}
              onChange={(e) => {
                if (isSortOrder(e.target.value)) changeParam("sort", e.target.value, DEFAULT_SORT);
              }}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {products.data ? (
          <p className="text-sm font-medium text-muted-foreground" role="status" data-testid="product-count">
            {productCountLabel(visible.length)}
          </p>
        ) : null}
      </div>

      {products.isLoading ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading products" aria-busy="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : products.isError ? (
        <p className="py-16 text-center text-destructive" role="alert">
          We could not load the products. Please refresh the page.
        </p>
      ) : total === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No products available at the moment.</p>
      ) : visible.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No products found matching your filters.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} linkState={{ productsSearch: search }} imageLoading={index === 0 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
