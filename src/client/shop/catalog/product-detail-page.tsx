import { lazyNamed } from "../../lib/lazy-page";

/** /products/:id (spec §2 "Product detail"); its code loads on first visit. */
export const ProductDetailPage = lazyNamed(() => import("./product-detail-view"), "ProductDetailView");
