import { useState } from "react";
import type { AdminOrderDetail } from "../../../shared/contracts/orders";
import { Button } from "../../components/ui/button";
import { ReleaseDialog } from "./release-dialog";

const FIELD = { name: "name", company: "company", address: "address" } as const;

/** Why a held order is held (the screening list's entry the buyer matched) and the owner's two ways out. */
export function HeldNotice({ order, number, onCancel }: { order: AdminOrderDetail; number: string; onCancel: () => void }) {
  const [releasing, setReleasing] = useState(false);
  const match = order.screeningMatch;
  return (
    <section aria-labelledby="held-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="held-title" className="text-base font-semibold">
        On hold: the buyer matches the screening list
      </h2>
      {match ? (
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Listed party</dt>
          <dd>{match.entryName}</dd>
          <dt className="font-medium">List</dt>
          <dd>{match.source}</dd>
          <dt className="font-medium">Programs</dt>
          <dd>{match.programs || "none given"}</dd>
          <dt className="font-medium">Matched</dt>
          <dd>
            the buyer&apos;s {FIELD[match.field]} “{match.value}”
          </dd>
        </dl>
      ) : null}
      <p className="mt-2">Nothing ships while the order is held. Release it once the buyer is cleared, or cancel it.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setReleasing(true)}>
          Release…
        </Button>
        <Button size="sm" variant="destructive" onClick={onCancel}>
          Cancel order…
        </Button>
      </div>
      <ReleaseDialog orderId={order.id} orderNumber={number} open={releasing} onOpenChange={setReleasing} />
    </section>
  );
}
