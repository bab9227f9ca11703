import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { shortOrderId } from "../../../shared/contracts/orders";
import { MessagePage } from "../../components/message-page";
import { Button } from "../../components/ui/button";
import { SkeletonLines } from "../../components/ui/skeleton";
import { LoadFailure } from "../../components/customer-list-states";
import { usePageTitle } from "../../hooks/use-page-title";
import { ApiError } from "../../lib/api";
import { arrivedFromPayment } from "../../lib/order-arrival";
import { OrderDetailView } from "./order-detail-view";
import { useCustomerOrder } from "./use-order";

/** /orders/:id: the confirmation after paying and the customer's view of one order later on (extensions §2). */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useCustomerOrder(id);
  // The thank-you banner is for the arrival from the payment: kept while the page stays, but the history
  // entry loses the mark, so a reload or a later visit through Back does not thank again.
  const [justPaid] = useState(() => arrivedFromPayment(location.state));
  useEffect(() => {
    if (arrivedFromPayment(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  usePageTitle(query.data ? `Order #${shortOrderId(query.data.id)}` : "Order");

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" role="status" aria-busy="true" aria-label="Loading the order">
        <SkeletonLines className="space-y-4" lines={["h-4 w-32", "h-9 w-64", "h-6 w-48", "h-40 w-full", "h-32 w-full"]} />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <MessagePage
          eyebrow="Order not found"
          title="We could not find this order"
          action={
            <Button asChild>
              <Link to="/orders">Go to your orders</Link>
            </Button>
          }
        >
          There is no order at this address in your account. Your orders are listed in your order history.
        </MessagePage>
      );
    }
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <LoadFailure text="We could not load this order. Please refresh the page." error={query.error} />
      </div>
    );
  }

  return <OrderDetailView order={query.data} justPaid={justPaid} />;
}
