import { lazy, Suspense } from "react";
import { isValidElement } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { AuthPage } from "../shop/account/auth-page";
import { CategoriesPage } from "../shop/catalog/categories-page";
import { HomePage } from "../shop/catalog/home-page";
import { ProductDetailPage } from "../shop/catalog/product-detail-page";
import { ProductsPage } from "../shop/catalog/products-page";
import { ComparePage, SearchPage, StockAlertUnsubscribedPage } from "../shop/catalog/search-page";
import { STOCK_ALERT_UNSUBSCRIBED_PATH } from "../../shared/stock-alert-page";
import { lazyNamed } from "../lib/lazy-page";
import { FullPageSpinner, GuestOnlyRoute, ProtectedRoute } from "./guards";
import { NotFoundPage } from "../components/not-found-page";
import { RouterErrorPage } from "./router-error-page";
import { StoreLayout } from "./store-layout";

// Pages other than Home load on first visit (and in the background once the browser is idle),
// keeping the storefront's first download small.
const CheckoutPage = lazyNamed(() => import("../shop/checkout/checkout-page"), "CheckoutPage");
const ContactPage = lazyNamed(() => import("../shop/contact/contact-page"), "ContactPage");
const OrderHistoryPage = lazyNamed(() => import("../shop/orders/order-history-page"), "OrderHistoryPage");
const OrderDetailPage = lazyNamed(() => import("../shop/orders/order-detail-page"), "OrderDetailPage");
const AccountPage = lazyNamed(() => import("../shop/account/account-page"), "AccountPage");
const InstrumentsPage = lazyNamed(() => import("../shop/instruments/instruments-page"), "InstrumentsPage");
const ResetPasswordPage = lazyNamed(() => import("../shop/account/reset-password-page"), "ResetPasswordPage");
const VerifyEmailPage = lazyNamed(() => import("../shop/account/verify-email-page"), "VerifyEmailPage");
const AboutPage = lazyNamed(() => import("../shop/pages/about-page"), "AboutPage");
const ConsultingPage = lazyNamed(() => import("../shop/pages/consulting-page"), "ConsultingPage");
const PrivacyPolicyPage = lazyNamed(() => import("../shop/pages/privacy-policy-page"), "PrivacyPolicyPage");
const ServicesPage = lazyNamed(() => import("../shop/pages/services-page"), "ServicesPage");
const ShippingReturnsPage = lazyNamed(() => import("../shop/pages/shipping-returns-page"), "ShippingReturnsPage");
const TechnicalPapersPage = lazyNamed(() => import("../shop/pages/technical-papers-page"), "TechnicalPapersPage");
const TermsConditionsPage = lazyNamed(() => import("../shop/pages/terms-conditions-page"), "TermsConditionsPage");
const VerifyCertificatePage = lazyNamed(() => import("../shop/pages/verify-certificate-page"), "VerifyCertificatePage");

// The admin panel is its own lazily loaded chunk: a storefront visitor never downloads it.
const AdminApp = lazy(() => import("../admin/admin-app").then((m) => ({ default: m.AdminApp })));
const AdminLoginPage = lazy(() => import("../admin/auth/admin-login-page").then((m) => ({ default: m.AdminLoginPage })));

/** The route table, shared by the browser router (router.tsx) and the server renderer (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/products", element: <ProductsPage /> },
      { path: "/products/:id", element: <ProductDetailPage /> },
      { path: "/categories", element: <CategoriesPage /> },
      { path: "/search", element: <SearchPage /> },
      { path: "/compare", element: <ComparePage /> },
      { path: STOCK_ALERT_UNSUBSCRIBED_PATH, element: <StockAlertUnsubscribedPage /> },
      { path: "/checkout", element: <CheckoutPage /> },
      {
        path: "/auth",
        element: (
          <GuestOnlyRoute>
            <AuthPage />
          </GuestOnlyRoute>
        ),
      },
      {
        path: "/orders",
        element: (
          <ProtectedRoute excludeAdmin>
            <OrderHistoryPage />
          </ProtectedRoute>
        ),
      },
      {
        path: "/orders/:id",
        element: (
          <ProtectedRoute excludeAdmin>
            <OrderDetailPage />
          </ProtectedRoute>
        ),
      },
      {
        path: "/account",
        element: (
          <ProtectedRoute excludeAdmin>
            <AccountPage />
          </ProtectedRoute>
        ),
      },
      {
        path: "/account/instruments",
        element: (
          <ProtectedRoute excludeAdmin>
            <InstrumentsPage />
          </ProtectedRoute>
        ),
      },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/verify-email", element: <VerifyEmailPage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/services", element: <ServicesPage /> },
      { path: "/consulting", element: <ConsultingPage /> },
      { path: "/technical-papers", element: <TechnicalPapersPage /> },
      { path: "/contact", element: <ContactPage /> },
      { path: "/shipping-returns", element: <ShippingReturnsPage /> },
      { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "/terms-conditions", element: <TermsConditionsPage /> },
      { path: "/verify-certificate", element: <VerifyCertificatePage /> },
      {
        path: "/bmivopcf",
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <AdminLoginPage />
          </Suspense>
        ),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    path: "/admin/*",
    errorElement: <RouterErrorPage />,
    element: (
      <ProtectedRoute adminOnly>
        <Suspense fallback={<FullPageSpinner />}>
          <AdminApp />
        </Suspense>
      </ProtectedRoute>
    ),
  },
];

/** Fetches the lazily loaded pages a path renders, so they render without suspending (boot.tsx, before hydrating). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => {
      const element = match.route.element;
      const type = isValidElement(element) ? (element.type as { preload?: () => Promise<unknown> }) : undefined;
      return typeof type?.preload === "function" ? type.preload() : undefined;
    }),
  );
}
