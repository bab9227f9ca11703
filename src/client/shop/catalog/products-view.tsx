import { useMemo } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories, useProductPart } from "../../lib/catalog-queries";
import { PageHeading } from "./page-heading";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import {
  DEFAULT_SORT,
  isSortOrder,
  listPageCount,
  listPagePart,
  productListPartQuery,
  SORT_OPTIONS,
  type SortOrder,
} from "../../../shared/product-list-query";
import { ALL_CATEGORIES, categoryFilterFromQuery, productCountLabel } from "./product-list";

const PLACEHOLDER_CARDS = 6;
const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:w-56";

export function ProductsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  // Sort and category live in the URL: Back restores them, and a link shares them.
  const sortParam = searchParams.get("sort");
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : DEFAULT_SORT;
  const categories = useCategories();

  const categoryNames = useMemo(() => (categories.data ?? []).map((c) => c.name), [categories.data]);
  const filter = categoryFilterFromQuery(searchParams.get("category"), categories.data ?? []);
  // 24 a page (extensions §12): the page asks the server for its part, cut by the rule the server
  // renders it with (shared/product-list-query.ts). The category is matched among the categories first.
  const part = categories.data ? listPagePart(categories.data, searchParams) : undefined;
  const products = useProductPart(part ? productListPartQuery(part) : null);
  const page = part?.page ?? 1;
  const list = { page, total: products.data?.total ?? 0, pageCount: listPageCount(products.data?.total ?? 0) };
  const visible = products.data?.products ?? [];
  const pageTitle = filter === ALL_CATEGORIES ? "Products" : `${filter} | Products`;
  usePageTitle(list.page > 1 ? `${pageTitle} (page ${list.page})` : pageTitle);

  // Another filter or order starts again at the first page.
  function changeParam(name: "category" | "sort", value: string, defaultValue: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === defaultValue) next.delete(name);
        else next.set(name, value);
        next.delete("page");
        return next;
      },
      { preventScrollReset: true },
    );
  }

  // Nothing in the category: the shop may have no products at all (the categories count them).
  const shopEmpty = filter === ALL_CATEGORIES ? list.total === 0 : (categories.data ?? []).every((c) => c.productCount === 0);
  const beyondLast = list.page > list.pageCount;

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
            {productCountLabel(list.total)}
          </p>
        ) : null}
      </div>

      {products.isError || categories.isError ? (
        <p className="py-16 text-center text-destructive" role="alert">
          We could not load the products. Please refresh the page.
        </p>
      ) : products.isPending ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading products" aria-busy="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.total === 0 && shopEmpty ? (
        <p className="py-16 text-center text-muted-foreground">No products available at the moment.</p>
      ) : list.total === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No products found matching your filters.</p>
      ) : beyondLast ? (
        <div className="py-16 text-center" data-testid="page-beyond-list">
          <p className="text-muted-foreground">
            {`This page of the list does not exist: it has ${list.pageCount} ${list.pageCount === 1 ? "page" : "pages"}.`}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={{ search: pageSearch(searchParams, list.pageCount) }}>Go to the last page</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} linkState={{ productsSearch: search }} imageLoading={index === 0 ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
          {list.pageCount > 1 ? <ListPages searchParams={searchParams} page={list.page} pageCount={list.pageCount} /> : null}
        </>
      )}
    </div>
  );
}

/** The list's query for `page`: its filter and order kept, the first page without a number (its canonical URL). */
function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : "";
}

/** Previous and next links (the browser moves between pages without a reload) and where this page stands. */
function ListPages({ searchParams, page, pageCount }: { searchParams: URLSearchParams; page: number; pageCount: number }) {
  const link =
    "inline-flex h-10 min-w-28 items-center justify-center rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent";
  return (
    <nav aria-label="Pages of the product list" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={{ search: pageSearch(searchParams, page - 1) }} rel="prev" className={link}>
          Previous
        </Link>
      ) : (
        <span className="min-w-28" />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {`Page ${page} of ${pageCount}`}
      </p>
      {page < pageCount ? (
        <Link to={{ search: pageSearch(searchParams, page + 1) }} rel="next" className={link}>
          Next
        </Link>
      ) : (
        <span className="min-w-28" />
      )}
    </nav>
  );
}
