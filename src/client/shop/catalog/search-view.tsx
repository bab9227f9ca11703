import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { SEARCH_LIMIT, searchPageQuery, searchPagePath, searchQueryString, type SearchPageQuery } from "../../../shared/search-page-query";
import { SearchBox } from "../../components/search-box";
import { usePageTitle } from "../../hooks/use-page-title";
import { apiJson } from "../../lib/api";
import { useCategories } from "../../lib/catalog-queries";
import { searchKey } from "../../lib/query-keys";
import { cn } from "../../lib/utils";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { SearchFilters } from "./search-filters";

const resultContract = () => import("../../../shared/contracts/search").then((m) => m.searchResult);

/** GET /api/search for the page's query; the server-rendered page carries the first answer. */
function useSearchResults(query: SearchPageQuery, ready: boolean) {
  const search = searchQueryString(query);
  return useQuery({
    queryKey: searchKey(search),
    queryFn: () => apiJson("GET", `/api/search?${search}`, resultContract),
    enabled: ready && query.q !== "",
  });
}

const withoutFilters = (query: SearchPageQuery): SearchPageQuery => ({ q: query.q });

/** /search?q=&category=&minPrice=&maxPrice=: the query and its filters live in the URL (Back restores them). */
export function SearchView() {
  const [params] = useSearchParams();
  const categories = useCategories();
  // Read as the server read it (shared/search-page-query.ts): the same question, the same cached answer.
  const query = searchPageQuery(params, categories.data ?? []);
  const results = useSearchResults(query, categories.isSuccess);
  const filtered = Boolean(query.category || query.minPrice || query.maxPrice);
  // Nothing found and nothing to undo: no filters beside the empty state.
  const showFilters = filtered || results.data?.total !== 0;
  usePageTitle(query.q ? `“${query.q}” | Search` : "Search");

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {query.q ? `Search results for “${query.q}”` : "Search"}
        </h1>
        <SearchBox
          key={query.q}
          id="page-search"
          label="Search products"
          placeholder="Search products"
          defaultValue={query.q}
          className="mt-5 max-w-xl"
        />
      </header>

      {!query.q ? (
        <p className="text-muted-foreground">
          Type a product name, a model number or a specification, such as “H-field probe”, “150A” or “6 GHz”. Misspellings are fine.
        </p>
      ) : (
        <div className={cn("grid gap-8", showFilters && "lg:grid-cols-[16rem_1fr]")}>
          {showFilters ? <SearchFilters query={query} facets={results.data?.facets.categories} total={results.data?.total} /> : null}
          <section aria-label="Results">
            {results.isPending ? (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading results" aria-busy="true">
                {Array.from({ length: 3 }, (_, i) => (
                  <li key={i}>
                    <ProductCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : results.isError ? (
              <p className="py-16 text-center text-destructive" role="alert">
                We could not search the catalog. Please try again.
              </p>
            ) : results.data.total === 0 ? (
              <NoResults query={query} filtered={filtered} />
            ) : (
              <>
                <p className="mb-4 text-sm font-medium text-muted-foreground" role="status" data-testid="search-count">
                  {results.data.total > results.data.products.length
                    ? `The ${SEARCH_LIMIT} best of ${results.data.total} matching products. Add a word or a filter to narrow them.`
                    : `${results.data.total} ${results.data.total === 1 ? "product" : "products"}`}
                </p>
                <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                  {results.data.products.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard product={product} imageLoading={index === 0 ? "eager" : "lazy"} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function NoResults({ query, filtered }: { query: SearchPageQuery; filtered: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed py-14 text-center" role="status">
      <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-900">{`No products match “${query.q}”${filtered ? " with these filters" : ""}.`}</p>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        Try fewer or other words, a model number, or a specification. Our engineers can also help you find the right instrument.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <Link to={searchPagePath(withoutFilters(query))} className="font-medium text-primary underline-offset-4 hover:underline">
            Search without the filters
          </Link>
        ) : null}
        <Link to="/products" className="font-medium text-primary underline-offset-4 hover:underline">
          Browse all products
        </Link>
        <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          Ask us
        </Link>
      </div>
    </div>
  );
}
