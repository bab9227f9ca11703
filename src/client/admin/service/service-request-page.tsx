import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { AdminServiceRequestDetail, ServiceRequestStatus } from "../../../shared/contracts/service-requests";
import { formatPrice } from "../../../shared/money";
import { BackLink } from "../../components/back-link";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { DetailStates } from "../components/detail-states";
import { formatDate, formatDay } from "../../lib/dates";
import { serviceStatusWords, serviceTypeWords } from "../../lib/service-status";
import { ServiceHistory } from "./service-history";
import { StepDialog } from "./step-dialog";
import { STEP_TEXTS } from "./step-form";
import { useServiceRequest } from "./use-service";
import { DetailFact, DetailSection, detailLink } from "../components/detail-card";
import { UnitOrderLink } from "../components/unit-order-link";

const Section = DetailSection;
const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <DetailFact label={label} labelWidth="9rem">
    {children}
  </DetailFact>
);
const link = detailLink;

function Money({ request }: { request: AdminServiceRequestDetail }) {
  if (request.refund)
    return (
      <>
        Refunded {formatPrice(request.refund.amount)} on{" "}
        <Link className={link} to={`/admin/orders/${request.refund.orderId}`}>
          order #{shortOrderId(request.refund.orderId)}
        </Link>
      </>
    );
  if (request.quote)
    return (
      <>
        Quote {request.quote.number}: {formatPrice(request.quote.total)} ({request.quote.status}
        {request.quote.orderId ? (
          <>
            {", "}
            <Link className={link} to={`/admin/orders/${request.quote.orderId}`}>
              order #{shortOrderId(request.quote.orderId)}
            </Link>
          </>
        ) : (
          `, valid until ${formatDay(request.quote.validUntil)}`
        )}
        )
      </>
    );
  if (request.status === "requested" || request.status === "rejected") return <span className="text-muted-foreground">-</span>;
  return <>{request.type === "return" ? "Refunded when the unit arrives" : "No charge"}</>;
}

function RequestDetail({ request }: { request: AdminServiceRequestDetail }) {
  const [step, setStep] = useState<ServiceRequestStatus | null>(null);
  const status = serviceStatusWords(request.status);
  const { unit, customer } = request;
  return (
    <div>
      <BackLink to="/admin/service">Service</BackLink>
      <div className="mb-6">
        <h1 className="font-mono text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{request.number}</h1>
        <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
          {serviceTypeWords(request.type)} of {unit.productName}, S/N {unit.serial}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge variant={status.tone}>{status.label}</Badge>
          {request.type !== "return" ? (
            <Badge variant={request.underWarranty ? "success" : "outline"}>
              {request.underWarranty ? "Under warranty" : "Out of warranty"}
            </Badge>
          ) : null}
        </div>
      </div>
      {/* On a phone the next step comes first, then the request, the unit and the history. */}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="contents min-w-0 content-start gap-6 lg:grid">
          <Section title="Request" className="order-2 lg:order-none">
            <dl className="grid gap-3">
              <Fact label="What the customer says">
                <span className="whitespace-pre-line">{request.description}</span>
              </Fact>
              <Fact label="Customer">
                {customer.username}
                {customer.email ? (
                  <>
                    {" · "}
                    <a className={link} href={`mailto:${customer.email}`}>
                      {customer.email}
                    </a>
                  </>
                ) : null}
              </Fact>
              <Fact label="Asked">{formatDate(request.createdAt, "dateTime")}</Fact>
              <Fact label={request.type === "return" ? "Refund" : "Price"}>
                <Money request={request} />
              </Fact>
            </dl>
          </Section>
          <Section title="Unit" className="order-3 lg:order-none">
            <dl className="grid gap-3">
              <Fact label="Serial number">
                <Link className={`${link} font-mono`} to={`/admin/units/${unit.id}`}>
                  {unit.serial}
                </Link>
              </Fact>
              <Fact label="Product">{unit.productName}</Fact>
              <Fact label="Order">
                <UnitOrderLink orderId={unit.orderId} />
              </Fact>
              <Fact label="Shipped">{unit.shippedAt ? formatDate(unit.shippedAt, "date") : "-"}</Fact>
              <Fact label="Warranty until">{unit.warrantyEndsOn ? formatDay(unit.warrantyEndsOn) : "-"}</Fact>
              <Fact label="Calibration due">{unit.calibrationDueOn ? formatDay(unit.calibrationDueOn) : "-"}</Fact>
            </dl>
          </Section>
        </div>
        <div className="contents min-w-0 content-start gap-6 lg:grid">
          <Section title="Next step" className="order-1 lg:order-none">
            {request.nextStatuses.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {request.nextStatuses.map((next) => (
                  <Button key={next} variant={next === "rejected" ? "outline" : "default"} onClick={() => setStep(next)}>
                    {STEP_TEXTS[next].action}
                  </Button>
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">This request is {status.label.toLowerCase()}: it takes no more steps.</p>
            )}
          </Section>
          <Section title="History" className="order-4 lg:order-none">
            <ServiceHistory events={request.events} />
          </Section>
        </div>
      </div>
      <StepDialog request={request} to={step} onClose={() => setStep(null)} />
    </div>
  );
}

/** /admin/service/:id: one request with its unit, customer, price or refund, history and next steps. */
export function ServiceRequestPage() {
  const { id = "" } = useParams();
  const query = useServiceRequest(id);
  usePageTitle(query.data ? query.data.number : "Admin Service Request");
  return (
    <DetailStates
      query={query}
      loading={{ label: "Loading the request", lines: ["h-4 w-24", "h-9 w-72", "h-64 w-full"] }}
      notFound={{ text: "There is no service request with this id.", back: { to: "/admin/service", label: "Back to Service" } }}
      errorText="The request could not be loaded."
    >
      {(request) => <RequestDetail request={request} />}
    </DetailStates>
  );
}
