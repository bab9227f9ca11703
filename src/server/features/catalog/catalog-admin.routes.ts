import { category, categoryInput, product, productInput, productUpdateInput } from "../../../shared/contracts/catalog";
import type { AppDeps, AppInstance } from "../../app-types";
import { serialIdParam, uuidIdParam } from "../../http/id-param";
import { userOf } from "../../http/auth";
import { createCategory, createProduct, deleteCategory, deleteProduct, updateCategory, updateProduct } from "./catalog.service";

const categoryId = serialIdParam("Category not found");
const productId = uuidIdParam("Product not found");

export function catalogAdminRoutes(app: AppInstance, deps: AppDeps): void {
  // onRequest, not preHandler: a stranger is refused before we parse or validate the body,
  // so anonymous callers always get 401 (never a 400 that reveals the schema).
  const admin = { onRequest: deps.guards.requirePermission("catalog") };

  app.post("/api/admin/categories", { ...admin, schema: { body: categoryInput, response: { 201: category } } }, async (request, reply) => {
    const created = await createCategory(deps.db, request.body, userOf(request));
    deps.catalog.invalidate();
    return reply.code(201).send(created);
  });

  app.put(
    "/api/admin/categories/:id",
    { ...admin, ...categoryId.route({ body: categoryInput, response: { 200: category } }) },
    async (request) => {
      const updated = await updateCategory(deps.db, request.params.id, request.body, userOf(request));
      deps.catalog.invalidate();
      return updated;
    },
  );

  app.delete("/api/admin/categories/:id", { ...admin, ...categoryId.route() }, async (request, reply) => {
    await deleteCategory(deps.db, request.params.id, userOf(request));
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
    {
      ...admin,
      ...productId.route({ body: productUpdateInput, response: { 200: product } }),
    },
    async (request) => {
      const updated = await updateProduct(deps.db, request.params.id, request.body, userOf(request));
      deps.catalog.invalidate();
      deps.mailWorker.kick(); // back-in-stock alerts, when the edit brought the product back from 0
      return updated;
    },
  );

  // Past orders keep their own JSON copy of each line, so a sold product can still be deleted.
  app.delete("/api/products/:id", { ...admin, ...productId.route() }, async (request, reply) => {
    await deleteProduct(deps.db, request.params.id, userOf(request));
    deps.catalog.invalidate();
    return reply.code(204).send();
  });
}
