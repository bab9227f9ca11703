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
  /** The header is for screen readers only (a column of row buttons). */
  hideHeader?: boolean;
  cell: (row: TData) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: TData) => string | number;
  /** Classes of both the header and the cells (widths, alignment, hiding on small screens). */
  className?: string;
  cellClassName?: string;
}

/** How a list looks and speaks: its columns, first order, texts and the question a delete asks. */
export interface TableSpec<TData extends RowData> {
  columns: DataColumn<TData>[];
  /** The order shown first; without one the rows stay in the server's order until a header is clicked. */
  initialSort?: SortingState;
  errorText: string;
  empty: ListStatesProps["empty"];
  skeleton?: ListSkeleton;
  /** Completes "Edit …" and "Delete …" for screen readers. */
  rowLabel: (row: TData) => string;
  /** The spec's question as the dialog's title, and what the delete will do. Without it a delete is immediate. */
  confirmDelete?: { question: string; detail: (row: TData) => string };
  /** Names the table's scrolling region, for a table wider than a phone that keeps all its columns. */
  scrollLabel?: string;
}

type Row = RowData & { id: number | string };

interface DataTableProps<TData extends Row> {
  spec: TableSpec<TData>;
  query: ListQuery & { data: TData[] | undefined };
  onEdit?: (row: TData) => void;
  onDelete?: (row: TData) => void;
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Features = typeof features;

const NO_ROWS: never[] = [];
const ROWS_SKELETON: ListSkeleton = { count: 3, className: "h-12", layout: "grid gap-3 p-6" };

// Text in the reader's alphabetical order (as the pages sorted before), numbers by size.
const compare = (x: unknown, y: unknown) => (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)));

/**
 * An admin list whose rows have the same columns (decision 0010): the states of ListStates, sortable
 * columns, edit and a confirmed delete; a column's cell may hold the row's own button (retry).
 */
export function DataTable<TData extends Row>({ spec, query, onEdit, onDelete }: DataTableProps<TData>) {
  const { columns, confirmDelete } = spec;
  const rows = query.data ?? NO_ROWS;
  const [deleting, setDeleting] = useState<TData | null>(null);
  const [sorting, setSorting] = useState<SortingState>(spec.initialSort ?? []);
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
    data: rows,
    getRowId: (row) => String(row.id),
    state: { sorting },
    onSortingChange: setSorting,
    // Every column's first click sorts ascending (TanStack starts numbers descending).
    sortDescFirst: false,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const actions = onEdit !== undefined || onDelete !== undefined;
  const remove = (row: TData) => (confirmDelete ? setDeleting(row) : onDelete?.(row));

  return (
    <ListStates
      query={query}
      isEmpty={rows.length === 0}
      errorText={spec.errorText}
      empty={spec.empty}
      skeleton={spec.skeleton ?? ROWS_SKELETON}
    >
      <Table scrollLabel={spec.scrollLabel}>
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
                    ) : column.hideHeader ? (
                      <span className="sr-only">{column.header}</span>
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
                    label={spec.rowLabel(row.original)}
                    onEdit={onEdit && (() => onEdit(row.original))}
                    onDelete={onDelete && (() => remove(row.original))}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {confirmDelete ? (
        <ConfirmDeleteDialog
          open={deleting !== null}
          question={confirmDelete.question}
          detail={deleting === null ? undefined : confirmDelete.detail(deleting)}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          onConfirm={() => {
            if (deleting !== null) onDelete?.(deleting);
            setDeleting(null);
          }}
        />
      ) : null}
    </ListStates>
  );
}
