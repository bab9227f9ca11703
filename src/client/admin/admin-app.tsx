import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { SkeletonLines } from "../components/ui/skeleton";
import { ActivityPage } from "./activity/activity-page";
import { OwnerOnly } from "./components/owner-only";
import { CategoriesPage } from "./categories/categories-page";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";
import { LogsPage } from "./logs/logs-page";
import { OrdersPage } from "./orders/orders-page";
import { ProductsPage } from "./products/products-page";
import { SecurityPage } from "./security/security-page";
import { StaffPage } from "./staff/staff-page";
import { TaxRatesPage } from "./tax-rates/tax-rates-page";
import { QuotesPage } from "./quotes/quotes-page";
import { CustomersPage } from "./customers/customers-page";
import { TaxExemptionsPage } from "./tax-exemptions/tax-exemptions-page";

// One order's page (timeline, Ship / Refund / Cancel dialogs) is fetched when first opened, not with the panel.
const OrderDetailPage = lazy(() => import("./orders/order-detail-page").then((m) => ({ default: m.OrderDetailPage })));

const pageLoading = (
  <div role="status" aria-label="Loading">
    <SkeletonLines className="space-y-4" lines={["h-4 w-24", "h-9 w-72", "h-64 w-full"]} />
  </div>
);

const notFound = (
  <NotFoundPage text="There is no admin screen at this address." back={{ to: "/admin/dashboard", label: "Go to the Dashboard" }} />
);

/** Everything under /admin/*: the router lazy-loads this module behind the admin-only guard. */
export function AdminApp() {
  return (
    <Routes>
      {/* Any path outside the screens is a 404, /admin itself included (admin.md §2). */}
      <Route index element={notFound} />
      <Route element={<AdminLayout />}>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="quotes" element={<QuotesPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="tax-exemptions" element={<TaxExemptionsPage />} />
        <Route
          path="orders/:id"
          element={
            <Suspense fallback={pageLoading}>
              <OrderDetailPage />
            </Suspense>
          }
        />
        <Route
          path="tax-rates"
          element={
            <OwnerOnly>
              <TaxRatesPage />
            </OwnerOnly>
          }
        />
        <Route
          path="logs"
          element={
            <OwnerOnly>
              <LogsPage />
            </OwnerOnly>
          }
        />
        <Route
          path="staff"
          element={
            <OwnerOnly>
              <StaffPage />
            </OwnerOnly>
          }
        />
        <Route
          path="activity"
          element={
            <OwnerOnly>
              <ActivityPage />
            </OwnerOnly>
          }
        />
        <Route path="security" element={<SecurityPage />} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
