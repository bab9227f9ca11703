import { Cpu } from "lucide-react";
import { Link } from "react-router";
import type { AdminUnit } from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";
import { Badge } from "../../components/ui/badge";
import { formatDate, formatDay } from "../../lib/dates";
import { calibrationStatus, calibrationWords } from "../../lib/unit-status";
import type { TableSpec } from "../components/data-table";

function Calibration({ unit }: { unit: AdminUnit }) {
  const status = calibrationStatus(unit, shopToday());
  if (status.state === "none") return <span className="text-muted-foreground">-</span>;
  const words = calibrationWords(status, formatDay);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {unit.calibrationDueOn ? <span className="tabular-nums">{formatDay(unit.calibrationDueOn, "shortDate")}</span> : null}
      {status.state === "due_soon" || status.state === "overdue" ? <Badge variant={words.tone}>{words.badge}</Badge> : null}
    </span>
  );
}

/** Admin › Units: serial (with the product under it on phones), product, owner, shipped, calibration due. */
export const unitTable: TableSpec<AdminUnit> = {
  errorText: "The units could not be loaded.",
  empty: { icon: Cpu, text: "No units match. Units are made when an instrument ships with its serial number." },
  rowLabel: (unit) => `S/N ${unit.serial}`,
  columns: [
    {
      id: "serial",
      header: "Serial number",
      sortValue: (unit) => unit.serial.toLowerCase(),
      cell: (unit) => (
        <>
          <Link
            to={`/admin/units/${unit.id}`}
            className="inline-flex min-h-6 items-center font-mono font-medium text-primary underline-offset-4 hover:underline"
          >
            {unit.serial}
          </Link>
          <span className="mt-0.5 block text-xs text-muted-foreground md:hidden">{unit.productName}</span>
        </>
      ),
    },
    {
      id: "product",
      header: "Product",
      className: "hidden md:table-cell",
      sortValue: (unit) => unit.productName,
      cell: (unit) => unit.productName,
    },
    {
      id: "owner",
      header: "Owner",
      sortValue: (unit) => unit.ownerName ?? "",
      cellClassName: "[overflow-wrap:anywhere]",
      cell: (unit) => unit.ownerName ?? <span className="text-muted-foreground">No account</span>,
    },
    {
      id: "shipped",
      header: "Shipped",
      className: "hidden sm:table-cell",
      cellClassName: "tabular-nums",
      sortValue: (unit) => unit.shippedAt ?? "",
      cell: (unit) => (unit.shippedAt ? formatDate(unit.shippedAt, "shortDate") : "-"),
    },
    {
      id: "due",
      header: "Calibration due",
      sortValue: (unit) => unit.calibrationDueOn ?? "9999",
      cell: (unit) => <Calibration unit={unit} />,
    },
  ],
};
