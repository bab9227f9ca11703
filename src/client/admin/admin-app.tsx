import { Route, Routes } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { CategoriesPage } from "./categories/categories-page";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";
import { LogsPage } from "./logs/logs-page";
import { OrdersPage } from "./orders/orders-page";
import { ProductsPage } from "./products/products-page";
import { TaxRatesPage } from "./tax-rates/tax-rates-page";

const notFound = (
  <NotFoundPage text="There is no admin screen at this address." back={{ to: "/admin/dashboard", label: "Go to the Dashboard" }} />
);

/** Everything under /admin/*: the router lazy-loads this module behind the admin-only guard. */
export function AdminApp() {
  return (
    <Routes>
      {/* Any path outside the six screens is a 404, /admin itself included (admin.md §2). */}
      <Route index element={notFound} />
      <Route element={<AdminLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="tax-rates" element={<TaxRatesPage />} />
        <Route path="logs" element={<LogsPage />} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
