import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../components/not-found-page";
import { SkeletonLines } from "../components/ui/skeleton";
import { ActivityPage } from "./activity/activity-page";
import { PageGate } from "./components/page-gate";
import { CategoriesPage } from "./categories/categories-page";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";
import { LogsPage } from "./logs/logs-page";
import { OrdersPage } from "./orders/orders-page";
import { ProductsPage } from "./products/products-page";
import { SecurityPage } from "./security/security-page";
import { SettingsPage } from "./settings/settings-page";
import { StaffPage } from "./staff/staff-page";
import { TaxRatesPage } from "./tax-rates/tax-rates-page";
import { ScreeningPage } from "./screening/screening-page";
import { QuotesPage } from "./quotes/quotes-page";
import { CustomersPage } from "./customers/customers-page";
import { TaxExemptionsPage } from "./tax-exemptions/tax-exemptions-page";
import { UnitsPage } from "./units/units-page";
import { UnitRegistrationsPage } from "./unit-registrations/unit-registrations-page";
import { CustomerGroupsPage } from "./customer-groups/customer-groups-page";
import { DiscountsPage } from "./discounts/discounts-page";
import { ServicePage } from "./service/service-page";
import { WebhooksPage } from "./webhooks/webhooks-page";

// One order's page (timeline, Ship / Refund / Cancel dialogs) is fetched when first opened, not with the panel.
const OrderDetailPage = lazy(() => import("./orders/order-detail-page").then((m) => ({ default: m.OrderDetailPage })));
const UnitDetailPage = lazy(() => import("./units/unit-detail-page").then((m) => ({ default: m.UnitDetailPage })));
const ServiceRequestPage = lazy(() => import("./service/service-request-page").then((m) => ({ default: m.ServiceRequestPage })));

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
        <Route
          path="categories"
          element={
            <PageGate access="catalog">
              <CategoriesPage />
            </PageGate>
          }
        />
        <Route
          path="products"
          element={
            <PageGate access="catalog">
              <ProductsPage />
            </PageGate>
          }
        />
        <Route
          path="orders"
          element={
            <PageGate access="orders">
              <OrdersPage />
            </PageGate>
          }
        />
        <Route
          path="quotes"
          element={
            <PageGate access="orders">
              <QuotesPage />
            </PageGate>
          }
        />
        <Route
          path="customers"
          element={
            <PageGate access="customers">
              <CustomersPage />
            </PageGate>
          }
        />
        <Route
          path="customer-groups"
          element={
            <PageGate access="customers">
              <CustomerGroupsPage />
            </PageGate>
          }
        />
        <Route
          path="discounts"
          element={
            <PageGate access="discounts">
              <DiscountsPage />
            </PageGate>
          }
        />
        <Route
          path="tax-exemptions"
          element={
            <PageGate access="customers">
              <TaxExemptionsPage />
            </PageGate>
          }
        />
        <Route
          path="unit-registrations"
          element={
            <PageGate access="customers">
              <UnitRegistrationsPage />
            </PageGate>
          }
        />
        <Route
          path="orders/:id"
          element={
            <PageGate access="orders">
              <Suspense fallback={pageLoading}>
                <OrderDetailPage />
              </Suspense>
            </PageGate>
          }
        />
        <Route
          path="units"
          element={
            <PageGate access="service">
              <UnitsPage />
            </PageGate>
          }
        />
        <Route
          path="units/:id"
          element={
            <PageGate access="service">
              <Suspense fallback={pageLoading}>
                <UnitDetailPage />
              </Suspense>
            </PageGate>
          }
        />
        <Route
          path="service"
          element={
            <PageGate access="service">
              <ServicePage />
            </PageGate>
          }
        />
        <Route
          path="service/:id"
          element={
            <PageGate access="service">
              <Suspense fallback={pageLoading}>
                <ServiceRequestPage />
              </Suspense>
            </PageGate>
          }
        />
        <Route
          path="settings"
          element={
            <PageGate access="catalog">
              <SettingsPage />
            </PageGate>
          }
        />
        <Route
          path="screening"
          element={
            <PageGate access="orders">
              <ScreeningPage />
            </PageGate>
          }
        />
        <Route
          path="tax-rates"
          element={
            <PageGate access="owner">
              <TaxRatesPage />
            </PageGate>
          }
        />
        <Route
          path="logs"
          element={
            <PageGate access="owner">
              <LogsPage />
            </PageGate>
          }
        />
        <Route
          path="staff"
          element={
            <PageGate access="owner">
              <StaffPage />
            </PageGate>
          }
        />
        <Route
          path="activity"
          element={
            <PageGate access="owner">
              <ActivityPage />
            </PageGate>
          }
        />
        <Route
          path="webhooks"
          element={
            <PageGate access="owner">
              <WebhooksPage />
            </PageGate>
          }
        />
        <Route path="security" element={<SecurityPage />} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
