import { Tag, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { DISCOUNT_CODE_PATTERN } from "../../../shared/contracts/discounts";
import { formatPrice } from "../../../shared/money";
import { FieldMessage } from "../../components/field-message";
import { PendingButton } from "../../components/pending-button";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { DiscountCodeState } from "./use-discount-code";

/**
 * "Discount code" with Apply (extensions §8). It sits inside the checkout's form, so Enter applies the
 * code instead of placing the order; the server's reason shows under the field, the saving beside it.
 */
export function DiscountCodeField({ discount }: { discount: DiscountCodeState }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? discount.error;
  const messageId = `${id}-message`;

  function apply() {
    const code = typed.trim();
    if (!code) return setProblem("Enter a discount code");
    if (!DISCOUNT_CODE_PATTERN.test(code)) return setProblem("A code has only letters, digits, - and _");
    setProblem(null);
    discount.apply(code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  }

  if (discount.applied) {
    return (
      <div
        className="flex items-start justify-between gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm"
        data-testid="discount-applied"
      >
        <p className="flex min-w-0 items-start gap-2 text-emerald-900" role="status">
          <Tag className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{discount.applied.code}</span> applied: you save {formatPrice(discount.applied.discountAmount)}.
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-1 shrink-0"
          onClick={discount.remove}
          aria-label={`Remove the code ${discount.applied.code}`}
        >
          <X aria-hidden="true" /> Remove
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Discount code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="discount-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          maxLength={40}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
            if (discount.code !== null) discount.remove();
          }}
          onKeyDown={onKeyDown}
        />
        <PendingButton type="button" variant="outline" pending={discount.checking} onClick={apply}>
          Apply
        </PendingButton>
      </div>
      <div role="alert">
        <FieldMessage id={messageId} message={message ?? undefined} />
      </div>
    </div>
  );
}
