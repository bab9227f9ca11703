import { FileSpreadsheet, FileText, Plus } from "lucide-react";
import { useState } from "react";
import type { AdminUnitDetail } from "../../../shared/contracts/units";
import { Button } from "../../components/ui/button";
import { formatDate, formatDay } from "../../lib/dates";
import { AddDocumentDialog } from "./add-document-dialog";
import { DOCUMENT_KINDS } from "./document-form";

/** The unit's documents, newest first, each to open (staff read the stored file), and the way to add one. */
export function UnitDocumentsSection({ unit }: { unit: AdminUnitDetail }) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-4">
      {unit.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents yet: file the calibration certificate and the factors file.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Documents">
          {unit.documents.map((document) => {
            const Icon = document.kind === "factors" ? FileSpreadsheet : FileText;
            return (
              <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
                <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
                    {DOCUMENT_KINDS[document.kind].label} {document.name}
                  </p>
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {document.calibratedOn ? `Calibrated on ${formatDay(document.calibratedOn)} · ` : ""}
                    filed {formatDate(document.uploadedAt, "shortDateTime")} by {document.uploadedBy}
                  </p>
                </div>
                <a
                  href={document.fileUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline"
                  aria-label={`Open ${DOCUMENT_KINDS[document.kind].label.toLowerCase()} ${document.name}`}
                >
                  Open
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add document
        </Button>
      </div>
      <AddDocumentDialog unit={unit} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
