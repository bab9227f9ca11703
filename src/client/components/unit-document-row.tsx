import { FileSpreadsheet, FileText } from "lucide-react";
import type { ReactNode } from "react";
import type { UnitDocument } from "../../shared/contracts/units";
import { formatDay } from "../lib/dates";
import { cn } from "../lib/utils";

interface UnitDocumentRowProps {
  document: UnitDocument;
  /** What kind of document it is, said before its name ("Calibration certificate"). */
  kindLabel: string;
  /** When (and by whom) it was filed, after its calibration date. */
  filed: string;
  /** The main column's flex basis: wider where the row has the room (the admin's unit page). */
  basis: "basis-40" | "basis-48";
  /** The link that opens or downloads it. */
  children: ReactNode;
}

/** One document of a unit in a list: its kind and name, its calibration date and filing, and the link to it. */
export function UnitDocumentRow({ document, kindLabel, filed, basis, children }: UnitDocumentRowProps) {
  const Icon = document.kind === "factors" ? FileSpreadsheet : FileText;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
      <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className={cn("min-w-0 flex-1", basis)}>
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">
          {kindLabel} {document.name}
        </p>
        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {document.calibratedOn ? `Calibrated on ${formatDay(document.calibratedOn)} · ` : ""}
          {filed}
        </p>
      </div>
      {children}
    </li>
  );
}
