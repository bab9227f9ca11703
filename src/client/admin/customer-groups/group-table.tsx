import { UsersRound } from "lucide-react";
import type { CustomerGroup } from "../../../shared/contracts/discounts";
import type { TableSpec } from "../components/data-table";

/** Admin › Customer Groups: name, percent off the list price, members (extensions §8). */
export const groupTable: TableSpec<CustomerGroup> = {
  errorText: "The customer groups could not be loaded.",
  empty: {
    icon: UsersRound,
    text: "No customer groups yet. Create one (Education, Distributor) and put customers in it on the Customers page.",
  },
  rowLabel: (g) => g.name,
  initialSort: [{ id: "name", desc: false }],
  confirmDelete: {
    question: "Are you sure you want to delete this customer group?",
    detail: (g) =>
      `"${g.name}" will be removed; its ${g.memberCount === 1 ? "member goes" : `${g.memberCount} members go`} back to list prices. Their orders keep what they paid.`,
  },
  columns: [
    { id: "name", header: "Name", sortValue: (g) => g.name, cell: (g) => <span className="font-medium text-slate-900">{g.name}</span> },
    {
      id: "percent",
      header: "Percent off",
      className: "text-right",
      cellClassName: "tabular-nums",
      sortValue: (g) => Number(g.discountPercent),
      cell: (g) => `${Number(g.discountPercent)}%`,
    },
    {
      id: "members",
      header: "Members",
      className: "text-right",
      cellClassName: "tabular-nums",
      sortValue: (g) => g.memberCount,
      cell: (g) => g.memberCount,
    },
  ],
};
