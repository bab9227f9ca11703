import { useRouteError } from "react-router";
import { ErrorPage } from "../components/error-page";

/** The route table's last resort, for a layout or guard that fails: retrying loads the page afresh. */
export function RouterErrorPage() {
  const error = useRouteError();
  return <ErrorPage error={error} onRetry={() => window.location.reload()} />;
}
