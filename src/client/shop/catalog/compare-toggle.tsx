import { Check, Columns3 } from "lucide-react";
import { COMPARE_MAX } from "../../../shared/compare-query";
import { useCompareSelection } from "../../lib/compare";
import { cn } from "../../lib/utils";

/** "Compare" on a product card or page: adds the product to the compare selection or takes it out. */
export function CompareToggle({ product, className }: { product: { id: string; name: string }; className?: string }) {
  const selection = useCompareSelection();
  const chosen = selection.ids.includes(product.id.toLowerCase());
  const refused = !chosen && selection.full;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={refused}
      title={refused ? `You can compare up to ${COMPARE_MAX} products: remove one first` : undefined}
      onClick={() => selection.toggle(product.id)}
      className={cn(
        "inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
        chosen ? "border-primary bg-primary/10 text-primary" : "border-input bg-background text-slate-700 hover:bg-accent",
        className,
      )}
    >
      {chosen ? <Check className="h-4 w-4" aria-hidden="true" /> : <Columns3 className="h-4 w-4" aria-hidden="true" />}
      Compare<span className="sr-only"> {product.name}</span>
    </button>
  );
}
