import { Download } from "lucide-react";
import type { Unit, UnitDocumentKind } from "../../../shared/contracts/units";
import { UnitDocumentRow } from "../../components/unit-document-row";
import { formatDate } from "../../lib/dates";
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
        return (
          <UnitDocumentRow
            key={document.id}
            document={document}
            kindLabel={kind.label}
            filed={`filed ${formatDate(document.uploadedAt, "shortDate")}`}
            basis="basis-40"
          >
            <a
              className="inline-flex min-h-6 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
              href={documentUrl(unit.id, document.id)}
              {...(document.kind === "factors" ? { download: "" } : { target: "_blank", rel: "noreferrer" })}
              aria-label={`${kind.action}: ${kind.label} ${document.name}`}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {kind.action}
            </a>
          </UnitDocumentRow>
        );
      })}
    </ul>
  );
}
