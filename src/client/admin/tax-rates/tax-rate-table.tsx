import type { TaxRate } from "../../../shared/contracts/checkout";
import { usStateName } from "../../../shared/geo";
import { Percent } from "lucide-react";
import type { TableSpec } from "../components/data-table";
import { formatDate } from "../../lib/dates";

const stateName = (rate: TaxRate) => usStateName(rate.state) ?? rate.state;
const updated = (rate: TaxRate) => formatDate(rate.updatedAt, "dateTime");

/** The current rates, by state name first: state (with the update time under it on small screens), rate and last update. */
export const taxRateTable: TableSpec<TaxRate> = {
  initialSort: [{ id: "state", desc: false }],
  skeleton: { count: 1, className: "h-32", layout: "" },
  errorText: "The tax rates could not be loaded.",
  empty: { icon: Percent, text: "No tax rates yet. Orders are charged no sales tax until you add one." },
  rowLabel: (rate) => `${stateName(rate)} tax rate`,
  confirmDelete: {
    question: "Are you sure you want to delete this tax rate?",
    detail: (rate) => `${stateName(rate)} will be charged no sales tax.`,
  },
  columns: [
    {
      id: "state",
      header: "State",
      cellClassName: "font-medium text-slate-900",
      sortValue: stateName,
      cell: (rate) => (
        <>
          {stateName(rate)} <span className="font-normal text-muted-foreground">({rate.state})</span>
          <span className="mt-0.5 block text-xs font-normal text-muted-foreground md:hidden">Updated {updated(rate)}</span>
        </>
      ),
    },
    {
      id: "rate",
      header: "Rate",
      className: "text-right",
      cellClassName: "tabular-nums",
      sortValue: (rate) => Number(rate.taxRate),
      cell: (rate) => `${rate.taxRate}%`,
    },
    {
      id: "updated",
      header: "Last updated",
      className: "hidden md:table-cell",
      cellClassName: "min-w-[12rem] text-muted-foreground",
      sortValue: (rate) => Date.parse(rate.updatedAt),
      cell: updated,
    },
  ],
};
