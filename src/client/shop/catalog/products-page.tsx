import { lazyNamed } from "../../lib/lazy-page";

/** /products (spec §2 "Products list"); its code loads on first visit. */
export const ProductsPage = lazyNamed(() => import("./products-view"), "ProductsView");
