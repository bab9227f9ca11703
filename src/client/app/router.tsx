import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { AuthPage } from "../shop/account/auth-page";
import { CheckoutPage } from "../shop/checkout/checkout-page";
import { CategoriesPage } from "../shop/catalog/categories-page";
import { HomePage } from "../shop/catalog/home-page";
import { ProductDetailPage } from "../shop/catalog/product-detail-page";
import { ProductsPage } from "../shop/catalog/products-page";
import { ContactPage } from "../shop/contact/contact-page";
import { OrderHistoryPage } from "../shop/orders/order-history-page";
import { AboutPage } from "../shop/pages/about-page";
import { ConsultingPage } from "../shop/pages/consulting-page";
import { PrivacyPolicyPage } from "../shop/pages/privacy-policy-page";
import { ServicesPage } from "../shop/pages/services-page";
import { ShippingReturnsPage } from "../shop/pages/shipping-returns-page";
import { TechnicalPapersPage } from "../shop/pages/technical-papers-page";
import { TermsConditionsPage } from "../shop/pages/terms-conditions-page";
import { FullPageSpinner, GuestOnlyRoute, ProtectedRoute } from "./guards";
import { NotFoundPage } from "./not-found-page";
import { StoreLayout } from "./store-layout";

// The admin panel is its own lazily loaded chunk: a storefront visitor never downloads it.
const AdminApp = lazy(() => import("../admin/admin-app").then((m) => ({ default: m.AdminApp })));
const AdminLoginPage = lazy(() => import("../admin/auth/admin-login-page").then((m) => ({ default: m.AdminLoginPage })));

export const router = createBrowserRouter([
  {
    element: <StoreLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/products", element: <ProductsPage /> },
      { path: "/products/:id", element: <ProductDetailPage /> },
      { path: "/categories", element: <CategoriesPage /> },
      { path: "/checkout", element: <CheckoutPage /> },
      { path: "/auth", element: <GuestOnlyRoute><AuthPage /></GuestOnlyRoute> },
      { path: "/orders", element: <ProtectedRoute excludeAdmin><OrderHistoryPage /></ProtectedRoute> },
      { path: "/about", element: <AboutPage /> },
      { path: "/services", element: <ServicesPage /> },
      { path: "/consulting", element: <ConsultingPage /> },
      { path: "/technical-papers", element: <TechnicalPapersPage /> },
      { path: "/contact", element: <ContactPage /> },
      { path: "/shipping-returns", element: <ShippingReturnsPage /> },
      { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "/terms-conditions", element: <TermsConditionsPage /> },
      { path: "/bmivopcf", element: <Suspense fallback={<FullPageSpinner />}><AdminLoginPage /></Suspense> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    path: "/admin/*",
    element: (
      <ProtectedRoute adminOnly>
        <Suspense fallback={<FullPageSpinner />}>
          <AdminApp />
        </Suspense>
      </ProtectedRoute>
    ),
  },
]);
