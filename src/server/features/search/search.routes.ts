import { searchQuery, searchResult } from "../../../shared/contracts/search";
import type { AppDeps, AppInstance } from "../../app-types";
import { searchProducts } from "../../domain/catalog/catalog-search";

/** The catalog search (extensions §8): public, list prices only, the same answer for everyone. */
export function searchRoutes(app: AppInstance, deps: AppDeps): void {
  app.get("/api/search", { schema: { querystring: searchQuery, response: { 200: searchResult } } }, async (request) =>
    searchProducts(deps.db, deps.catalog, request.query),
  );
}
