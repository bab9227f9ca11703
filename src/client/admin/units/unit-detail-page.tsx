import { useParams } from "react-router";
import type { AdminUnitDetail } from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";
import { BackLink } from "../../components/back-link";
import { Badge } from "../../components/ui/badge";
import { usePageTitle } from "../../hooks/use-page-title";
import { DetailStates } from "../components/detail-states";
import { formatDate, formatDay } from "../../lib/dates";
import { calibrationStatus, calibrationWords, warrantyStatus, warrantyWords } from "../../lib/unit-status";
import { UnitDocumentsSection } from "./unit-documents-section";
import { UnitHistory } from "./unit-history";
import { UnitServiceRequests } from "./unit-service-requests";
import { useAdminUnit } from "./use-units";
import { DetailFact, DetailSection, detailLink } from "../components/detail-card";
import { UnitOrderLink } from "../components/unit-order-link";

const Section = DetailSection;
const Fact = DetailFact;
const link = detailLink;

function UnitDetail({ unit }: { unit: AdminUnitDetail }) {
  const today = shopToday();
  const warranty = warrantyWords(warrantyStatus(unit.warrantyEndsOn, today), formatDay);
  const calibration = calibrationWords(calibrationStatus(unit, today), formatDay);
  return (
    <div>
      <BackLink to="/admin/units">Units</BackLink>
      <div className="mb-6">
        <h1 className="font-mono text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] md:text-3xl">
          S/N {unit.serial}
        </h1>
        <p className="mt-1 text-muted-foreground">{unit.productName}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge variant={warranty.tone}>{warranty.badge}</Badge>
          <Badge variant={calibration.tone}>{calibration.badge}</Badge>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid min-w-0 content-start gap-6">
          <Section title="Unit">
            <dl className="grid gap-3">
              <Fact label="Product">{unit.productName}</Fact>
              <Fact label="Serial number">
                <span className="font-mono">{unit.serial}</span>
              </Fact>
              <Fact label="Owner">
                {unit.ownerName ? (
                  <>
                    {unit.ownerName}
                    {unit.ownerEmail ? (
                      <>
                        {" · "}
                        <a className={link} href={`mailto:${unit.ownerEmail}`}>
                          {unit.ownerEmail}
                        </a>
                      </>
                    ) : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">No account (a guest order)</span>
                )}
              </Fact>
              <Fact label="Order">
                <UnitOrderLink orderId={unit.orderId} />
              </Fact>
              <Fact label={unit.orderId ? "Shipped" : "Bought"}>{unit.shippedAt ? formatDate(unit.shippedAt, "date") : "-"}</Fact>
              <Fact label="Warranty until">{unit.warrantyEndsOn ? formatDay(unit.warrantyEndsOn) : "-"}</Fact>
              <Fact label="Calibrated on">{unit.calibratedOn ? formatDay(unit.calibratedOn) : "-"}</Fact>
              <Fact label="Calibration due">{unit.calibrationDueOn ? formatDay(unit.calibrationDueOn) : "-"}</Fact>
            </dl>
          </Section>
          <Section title="Documents">
            <UnitDocumentsSection unit={unit} />
          </Section>
          <Section title="Service requests">
            <UnitServiceRequests requests={unit.serviceRequests} serial={unit.serial} />
          </Section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <Section title="History">
            <UnitHistory events={unit.history} />
          </Section>
        </div>
      </div>
    </div>
  );
}

/** /admin/units/:id: one unit with its owner, order, dates, documents and history. */
export function UnitDetailPage() {
  const { id = "" } = useParams();
  const query = useAdminUnit(id);
  usePageTitle(query.data ? `S/N ${query.data.serial}` : "Admin Unit");

  return (
    <DetailStates
      query={query}
      loading={{ label: "Loading the unit", lines: ["h-4 w-24", "h-9 w-72", "h-64 w-full", "h-40 w-full"] }}
      notFound={{ text: "There is no unit with this id.", back: { to: "/admin/units", label: "Back to Units" } }}
      errorText="The unit could not be loaded."
    >
      {(unit) => <UnitDetail unit={unit} />}
    </DetailStates>
  );
}
