import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { shortOrderId } from "../../../shared/contracts/orders";
import type { Unit } from "../../../shared/contracts/units";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { formatDate, formatDay } from "../../lib/dates";
import { FactorCurve } from "./factor-curve";
import { calibrationStatus, calibrationWords, warrantyStatus, warrantyWords } from "../../lib/unit-status";
import { ServiceRequestList } from "./service-request-list";
import { UnitDocumentsList } from "./unit-documents-list";

/** One unit the customer owns: what it is, its warranty and calibration, its documents, factor curve and service requests. */
export function InstrumentCard({ unit, today, onRequestService }: { unit: Unit; today: string; onRequestService: () => void }) {
  const warranty = warrantyWords(warrantyStatus(unit.warrantyEndsOn, today), formatDay);
  const calibration = calibrationWords(calibrationStatus(unit, today), formatDay);
  const headingId = `unit-${unit.id}`;
  const hasFactors = unit.documents.some((document) => document.kind === "factors");
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-3 space-y-0">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {unit.productName} <span className="font-mono text-base font-medium text-slate-600">S/N {unit.serial}</span>
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {unit.shippedAt ? (unit.orderId ? "Shipped " : "Bought ") + formatDate(unit.shippedAt, "date") : null}
            {unit.orderId ? (
              <>
                {" with "}
                <Link className="text-primary underline underline-offset-4" to={`/orders/${unit.orderId}`}>
                  order #{shortOrderId(unit.orderId)}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={warranty.tone}>{warranty.badge}</Badge>
          <Badge variant={calibration.tone}>{calibration.badge}</Badge>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={onRequestService}
            aria-label={`Request service for S/N ${unit.serial}`}
          >
            <Wrench className="h-4 w-4" aria-hidden="true" />
            Request service
          </Button>
        </div>
        {calibration.detail ? <p className="text-sm text-slate-700">{calibration.detail}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <section aria-label={`Documents of ${unit.serial}`} className="grid content-start gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Documents</h3>
          <UnitDocumentsList unit={unit} />
        </section>
        {hasFactors ? (
          <section aria-label={`Factor curve of ${unit.serial}`} className="min-w-0">
            <FactorCurve unitId={unit.id} serial={unit.serial} />
          </section>
        ) : null}
        {unit.serviceRequests.length > 0 ? (
          <section aria-label={`Service requests of ${unit.serial}`} className="grid content-start gap-2 lg:col-span-2">
            <h3 className="text-sm font-semibold text-slate-900">Service requests</h3>
            <ServiceRequestList requests={unit.serviceRequests} label={`Service requests of ${unit.serial}`} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
