import { Wrench } from "lucide-react";
import { useSearchParams } from "react-router";
import { serviceRequestStatuses, type ServiceRequestStatus } from "../../../shared/contracts/service-requests";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { serviceStatusWords } from "../../lib/service-status";
import { AdminPageHeader } from "../components/admin-page-header";
import { ItemList, type ItemListSpec } from "../components/item-list";
import { ServiceRequestItem } from "./service-request-item";
import { useServiceQueue } from "./use-service";

const isStatus = (value: string | null): value is ServiceRequestStatus =>
  (serviceRequestStatuses as readonly (string | null)[]).includes(value);

/** The queue's texts, for all requests or those of one status. */
const serviceListSpec = (status: ServiceRequestStatus | ""): ItemListSpec => {
  const words = status ? serviceStatusWords(status).label : "";
  return {
    label: status ? `${words} requests` : "Service requests",
    errorText: "The service requests could not be loaded.",
    empty: { icon: Wrench, text: status ? `No ${words.toLowerCase()} requests.` : "No service requests yet." },
  };
};

/** Admin › Service (extensions §7): repair, calibration and return requests by status; open one to take its next step. */
export function ServicePage() {
  usePageTitle("Admin Service");
  // The filter lives in the address, so Back from a request finds the same queue.
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = isStatus(raw) ? raw : "";
  const queue = useServiceQueue(status);
  const choose = (value: ServiceRequestStatus | "") => setParams(value ? { status: value } : {}, { replace: true });
  const filters: { value: ServiceRequestStatus | ""; label: string }[] = [
    { value: "", label: "All" },
    ...serviceRequestStatuses.map((value) => ({ value, label: serviceStatusWords(value).label })),
  ];

  return (
    <div>
      <AdminPageHeader
        title="Service"
        description="Repair, calibration and return requests (RMA) from customers. Approve with a price to send a quote, reject with a reason, then follow the instrument until it is back with its owner."
      />
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Show requests by status">
        {filters.map((filter) => (
          <Button
            key={filter.value || "all"}
            size="sm"
            variant={status === filter.value ? "default" : "outline"}
            aria-pressed={status === filter.value}
            onClick={() => choose(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <ItemList spec={serviceListSpec(status)} query={queue}>
        {(request) => <ServiceRequestItem key={request.id} request={request} />}
      </ItemList>
    </div>
  );
}
