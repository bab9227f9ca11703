import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminUnitDetail } from "../../../shared/contracts/units";
import { Button } from "../../components/ui/button";
import { UnitDocumentRow } from "../../components/unit-document-row";
import { formatDate } from "../../lib/dates";
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
          {unit.documents.map((document) => (
            <UnitDocumentRow
              key={document.id}
              document={document}
              kindLabel={DOCUMENT_KINDS[document.kind].label}
              filed={`filed ${formatDate(document.uploadedAt, "shortDateTime")} by ${document.uploadedBy}`}
              basis="basis-48"
            >
              <a
                href={document.fileUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline"
                aria-label={`Open ${DOCUMENT_KINDS[document.kind].label.toLowerCase()} ${document.name}`}
              >
                Open
              </a>
            </UnitDocumentRow>
          ))}
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
