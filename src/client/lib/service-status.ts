// What My Instruments and Admin › Service say of a service request (extensions §7): its status and
// type in words, the badge's tone, and where its RMA form is. One place for both bundles.
import {
  SERVICE_STATUS_LABEL,
  SERVICE_TYPE_LABEL,
  type ServiceRequestStatus,
  type ServiceRequestType,
} from "../../shared/contracts/service-requests";

type Tone = "default" | "secondary" | "outline" | "success" | "warning" | "info" | "destructive";

const TONE: Record<ServiceRequestStatus, Tone> = {
  requested: "warning",
  approved: "info",
  rejected: "outline",
  received: "info",
  in_service: "info",
  shipped_back: "success",
  closed: "outline",
};

export const serviceStatusWords = (status: ServiceRequestStatus) => ({ label: SERVICE_STATUS_LABEL[status], tone: TONE[status] });
export const serviceTypeWords = (type: ServiceRequestType) => SERVICE_TYPE_LABEL[type];

/** The RMA form exists once a request is approved, and stays with it (not for a rejected one). */
export const hasRmaForm = (status: ServiceRequestStatus) => status !== "requested" && status !== "rejected";

/** Where the customer downloads a request's RMA form. */
export const rmaFormUrl = (id: number) => `/api/user/service-requests/${id}/rma.pdf`;
