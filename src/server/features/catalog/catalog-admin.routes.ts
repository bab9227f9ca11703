import { z } from "zod";
import { category, categoryInput, product, productInput, productUpdateInput } from "../../../shared/contracts/catalog";
import { idParam, uuidParam } from "../../../shared/contracts/common";
import type { AppDeps, AppInstance } from "../../app-types";
import { userOf } from "../../http/auth";
import { notFound } from "../../http/errors";
import { createCategory, createProduct, deleteCategory, deleteProduct, updateCategory, updateProduct } from "./catalog.service";

const anyId = z.object({ id: z.string() });

/** Any id that is not one of ours, well-formed or not, is simply not found. */
function categoryId(params: { id: string }): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success || !/^\d+$/.test(params.id)) throw notFound("Category not found");
  return parsed.data.id;
}

function productId(params: { id: string }): string {
  if (!uuidParam.safeParse(params).success) throw notFound("Product not found");
  return params.id;
}

export function catalogAdminRoutes(app: AppInstance, deps: AppDeps): void {
  // onRequest, not preHandler: a stranger is refused before we parse or validate the body,
  // so anonymous callers always get 401 (never a 400 that reveals the schema).
  const admin = { onRequest: deps.guards.requireAdmin };

  app.post("/api/admin/categories", { ...admin, schema: { body: categoryInput, response: { 201: category } } }, async (request, reply) => {
    const created = await createCategory(deps.db, request.body, userOf(request));
    deps.catalog.invalidate();
    return reply.code(201).send(created);
  });

  app.put(
    "/api/admin/categories/:id",
    { ...admin, schema: { params: anyId, body: categoryInput, response: { 200: category } } },
    async (request) => {
      const updated = await updateCategory(deps.db, categoryId(request.params), request.body, userOf(request));
      deps.catalog.invalidate();
      return updated;
    },
  );

  app.delete("/api/admin/categories/:id", { ...admin, schema: { params: anyId } }, async (request, reply) => {
    await deleteCategory(deps.db, categoryId(request.params), userOf(request));
    deps.catalog.invalidate();
    return reply.code(204).send();
  });

  app.post("/api/products", { ...admin, schema: { body: productInput, response: { 201: product } } }, async (request, reply) => {
    const created = await createProduct(deps.db, request.body, userOf(request));
    deps.catalog.invalidate();
    return reply.code(201).send(created);
  });

  app.put(
    "/api/products/:id",
    { ...admin, schema: { params: anyId, body: productUpdateInput, response: { 200: product } } },
    async (request) => {
      const updated = await updateProduct(deps.db, productId(request.params), request.body, userOf(request));
      deps.catalog.invalidate();
      return updated;
    },
  );

  // Past orders keep their own JSON copy of each line, so a sold product can still be deleted.
  app.delete("/api/products/:id", { ...admin, schema: { params: anyId } }, async (request, reply) => {
    await deleteProduct(deps.db, productId(request.params), userOf(request));
    deps.catalog.invalidate();
    return reply.code(204).send();
  });
}
