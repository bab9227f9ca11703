import { Columns3, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Product } from "../../../shared/contracts/catalog";
import { comparePath, compareIds } from "../../../shared/compare-query";
import { formatPrice } from "../../../shared/money";
import { ProductImage } from "../../components/product-image";
import { usePageTitle } from "../../hooks/use-page-title";
import { useProductsById } from "../../lib/catalog-queries";
import { useCompareSelection } from "../../lib/compare";
import { compareRows } from "./compare-rows";
import { PageHeading } from "./page-heading";
import { StockBadge } from "./stock-badge";

const cellClass = "border-b px-4 py-3 align-top text-sm";
const rowHeadClass = `${cellClass} sticky left-0 z-10 w-40 min-w-36 bg-slate-50 text-left font-semibold text-slate-700`;

/** /compare?ids=a,b,c: up to four products side by side (extensions §8), a shareable URL. */
export function CompareView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selection = useCompareSelection();
  // Ids beyond the fourth are ignored, unknown ones left out: the server rendered the page the same way.
  const ids = compareIds(params.get("ids"));
  const { products: answered } = useProductsById(ids);
  const isPending = answered === undefined;
  const products = answered ?? [];
  usePageTitle("Compare Products");

  function remove(id: string) {
    selection.remove(id);
    void navigate(comparePath(products.map((p) => p.id).filter((other) => other !== id)), { preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeading
        title="Compare Products"
        subtitle="Price, stock and every specification side by side. Share this page's address to share the comparison."
      />
      {isPending ? null : products.length === 0 ? (
        <NothingToCompare chosen={selection.ids} />
      ) : (
        <>
          <div className="relative overflow-x-auto rounded-lg border">
            <table className="w-full border-collapse">
              <caption className="sr-only">{products.map((p) => p.name).join(", ")} compared</caption>
              <thead>
                <tr>
                  <td className={`${rowHeadClass} border-b`} />
                  {products.map((product) => (
                    <ProductHead key={product.id} product={product} onRemove={() => remove(product.id)} />
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row
                  name="Price"
                  values={products.map((p) => (
                    <span className="text-base font-bold text-slate-900">{formatPrice(p.price)}</span>
                  ))}
                />
                <Row
                  name="Stock"
                  values={products.map((p) => (
                    <StockBadge product={p} />
                  ))}
                />
                <Row name="Category" values={products.map((p) => p.category)} />
                {compareRows(products).map((row) => (
                  <Row key={row.name} name={row.name} values={row.values} />
                ))}
              </tbody>
            </table>
          </div>
          {products.length === 1 ? (
            <p className="mt-6 text-sm text-muted-foreground">
              Add another product with “Compare” on its card or page to see them side by side.{" "}
              <Link to="/products" className="font-medium text-primary underline-offset-4 hover:underline">
                Browse products
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function ProductHead({ product, onRemove }: { product: Product; onRemove: () => void }) {
  return (
    <th scope="col" className={`${cellClass} min-w-48 text-left font-normal`}>
      <div className="flex flex-col gap-2">
        <ProductImage src={product.image} alt="" className="aspect-[4/3] w-full max-w-56 rounded-md border" />
        <Link to={`/products/${product.id}`} className="font-semibold text-slate-900 underline-offset-4 hover:text-primary hover:underline">
          {product.name}
        </Link>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-8 w-fit items-center gap-1 rounded-md px-2 text-sm text-muted-foreground hover:bg-accent hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Remove<span className="sr-only"> {product.name}</span>
        </button>
      </div>
    </th>
  );
}

function Row({ name, values }: { name: string; values: readonly ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className={rowHeadClass}>
        {name}
      </th>
      {values.map((value, i) => (
        <td key={i} className={`${cellClass} text-slate-800`}>
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not listed</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}

function NothingToCompare({ chosen }: { chosen: readonly string[] }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed py-14 text-center">
      <Columns3 className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-900">Nothing to compare yet.</p>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        Choose up to four products with “Compare” on their cards or pages, then open the comparison.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {chosen.length > 0 ? (
          <Link to={comparePath(chosen)} className="font-medium text-primary underline-offset-4 hover:underline">
            Compare the {chosen.length} you chose
          </Link>
        ) : null}
        <Link to="/products" className="font-medium text-primary underline-offset-4 hover:underline">
          Browse products
        </Link>
      </div>
    </div>
  );
}
