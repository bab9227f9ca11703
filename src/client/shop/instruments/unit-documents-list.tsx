import { Download, FileSpreadsheet, FileText } from "lucide-react";
import type { Unit, UnitDocumentKind } from "../../../shared/contracts/units";
import { formatDate, formatDay } from "../../lib/dates";
import { documentUrl } from "./use-instruments";

const KIND: Record<UnitDocumentKind, { label: string; action: string }> = {
  certificate: { label: "Calibration certificate", action: "Open PDF" },
  factors: { label: "Factors file", action: "Download CSV" },
  other: { label: "Document", action: "Open" },
};

/** A unit's documents, newest first, each to open or download (served to its owner only). */
export function UnitDocumentsList({ unit }: { unit: Unit }) {
  if (unit.documents.length === 0) return <p className="text-sm text-muted-foreground">No documents yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={`Documents of ${unit.serial}`}>
      {unit.documents.map((document) => {
        const kind = KIND[document.kind];
        const Icon = document.kind === "factors" ? FileSpreadsheet : FileText;
        return (
          <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
            <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1 basis-40">
              <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                {kind.label} {document.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {document.calibratedOn ? `Calibrated on ${formatDay(document.calibratedOn)} · ` : ""}
                filed {formatDate(document.uploadedAt, "shortDate")}
              </p>
            </div>
            <a
              className="inline-flex min-h-6 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              href={documentUrl(unit.id, document.id)}
              {...(document.kind === "factors" ? { download: "" } : { target: "_blank", rel: "noreferrer" })}
              aria-label={`${kind.action}: ${kind.label} ${document.name}`}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {kind.action}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
