import { Info } from "lucide-react";

/**
 * What the catalog check changed in the cart. The live region is always there, so a notice
 * that arrives later is read out; it holds nothing until there is something to say.
 */
export function CartNotices({ notices, className }: { notices: readonly string[]; className?: string }) {
  return (
    <div role="status" className={notices.length > 0 ? className : undefined} data-testid="cart-notices">
      {notices.length > 0 ? (
        <div className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <ul className="space-y-1">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
