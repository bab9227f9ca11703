import { useEffect } from "react";

export const SHOP_NAME = "Gravenstein RF Instruments";

/** Each route has its own document title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
