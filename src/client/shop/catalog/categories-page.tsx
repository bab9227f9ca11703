import { lazyNamed } from "../../lib/lazy-page";

/** /categories (spec §2 "Categories page"); its code loads on first visit. */
export const CategoriesPage = lazyNamed(() => import("./categories-view"), "CategoriesView");
