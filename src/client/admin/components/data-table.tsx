import {
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { useMemo, useState, type ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/utils";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ListStates, type ListQuery, type ListSkeleton, type ListStatesProps } from "./list-states";
import { RowActions } from "./row-actions";
import { SortButton } from "./sort-button";

export interface DataColumn<TData extends RowData> {
  id: string;
  header: string;
  cell: (row: TData) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: TData) => string | number;
  /** Classes of both the header and the cells (widths, alignment, hiding on small screens). */
  className?: string;
  cellClassName?: string;
}

export interface ConfirmDelete<TData extends RowData> {
  /** The spec's question, the dialog's title. */
  question: string;
  detail: (row: TData) => string;
  onConfirm: (row: TData) => void;
}

interface DataTableProps<TData extends RowData> {
  query: ListQuery;
  rows: TData[] | undefined;
  columns: DataColumn<TData>[];
  rowId: (row: TData) => string;
  /** The order shown first; without one the rows stay in the server's order until a header is clicked. */
  initialSort?: SortingState;
  errorText: string;
  empty: ListStatesProps["empty"];
  skeleton?: ListSkeleton;
  /** Edit and delete buttons on every row; deleting asks first. */
  actions?: { label: (row: TData) => string; onEdit: (row: TData) => void; confirmDelete: ConfirmDelete<TData> };
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Features = typeof features;

const NO_ROWS: never[] = [];
const ROWS_SKELETON: ListSkeleton = { count: 3, className: "h-12", layout: "grid gap-3 p-6" };

// Text in the reader's alphabetical order (as the pages sorted before), numbers by size.
const compare = (x: unknown, y: unknown) => (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)));

/** An admin list as a table: loading, error and empty states, sortable columns and a confirmed delete. */
export function DataTable<TData extends RowData>({
  query,
  rows,
  columns,
  rowId,
  initialSort = [],
  errorText,
  empty,
  skeleton,
  actions,
}: DataTableProps<TData>) {
  const [deleting, setDeleting] = useState<TData | null>(null);
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const defs = useMemo(
    () =>
      columns.map((column): ColumnDef<Features, TData> => ({
        id: column.id,
        header: column.header,
        accessorFn: column.sortValue ?? (() => ""),
        enableSorting: column.sortValue !== undefined,
        sortFn: (a, b, columnId) => compare(a.getValue(columnId), b.getValue(columnId)),
      })),
    [columns],
  );
  const table = useTable({
    features,
    columns: defs,
    data: rows ?? NO_ROWS,
    getRowId: (row) => rowId(row),
    state: { sorting },
    onSortingChange: setSorting,
    // Every column's first click sorts ascending (TanStack starts numbers descending).
    sortDescFirst: false,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));

  return (
    <ListStates
      query={query}
      isEmpty={(rows ?? NO_ROWS).length === 0}
      errorText={errorText}
      empty={empty}
      skeleton={skeleton ?? ROWS_SKELETON}
    >
      <Table>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                const sorted = header.column.getIsSorted();
                return (
                  <TableHead
                    key={header.id}
                    className={column.className}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <SortButton label={column.header} sorted={sorted} onToggle={() => header.column.toggleSorting()} />
                    ) : (
                      column.header
                    )}
                  </TableHead>
                );
              })}
              {actions ? <TableHead className="w-28 text-right">Actions</TableHead> : null}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id)!;
                return (
                  <TableCell key={cell.id} className={cn(column.className, column.cellClassName)}>
                    {column.cell(row.original)}
                  </TableCell>
                );
              })}
              {actions ? (
                <TableCell>
                  <RowActions
                    label={actions.label(row.original)}
                    onEdit={() => actions.onEdit(row.original)}
                    onDelete={() => setDeleting(row.original)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {actions ? (
        <ConfirmDeleteDialog
          open={deleting !== null}
          question={actions.confirmDelete.question}
          detail={deleting === null ? undefined : actions.confirmDelete.detail(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          onConfirm={() => {
            if (deleting !== null) actions.confirmDelete.onConfirm(deleting);
            setDeleting(null);
          }}
        />
      ) : null}
    </ListStates>
  );
}
