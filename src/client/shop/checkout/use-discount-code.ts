import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { discountCheck, type DiscountCheck } from "../../../shared/contracts/discounts";
import { apiJson, serverMessage } from "../../lib/api";
import type { CartItem } from "../../lib/cart/cart-types";
import { discountCheckKey } from "../../lib/query-keys";

export interface DiscountCodeState {
  /** The code being applied (as typed), or null. */
  code: string | null;
  /** What the server says it takes off this cart for this buyer; null while unknown or refused. */
  applied: DiscountCheck | null;
  /** The server's reason for refusing it ("This code has expired"), shown under the field. */
  error: string | null;
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The checkout's discount code (extensions §8): checked by the server against the cart as it is now
 * and for whoever is signed in, again whenever either changes; the charge then carries the code and
 * the amount shown, and the server refuses the order (409) if they no longer agree.
 */
export function useDiscountCode(items: readonly CartItem[], userId: number | null): DiscountCodeState {
  const [code, setCode] = useState<string | null>(null);
  const itemsText = JSON.stringify(items);
  const query = useQuery({
    queryKey: discountCheckKey(code, itemsText, userId),
    queryFn: () => apiJson("POST", "/api/discounts/check", discountCheck, { code, items: itemsText }),
    enabled: code !== null && items.length > 0,
    retry: false,
  });
  return {
    code,
    applied: code !== null && query.isSuccess ? query.data : null,
    error: code !== null && query.isError ? serverMessage(query.error, "The code could not be checked. Please try again.") : null,
    checking: code !== null && query.isFetching,
    apply: (typed) => setCode(typed.trim()),
    remove: () => setCode(null),
  };
}
