import { format } from "date-fns";
import { Pencil, Trash2 } from "lucide-react";
import type { TaxRate } from "../../../shared/contracts/checkout";
import { usStateName } from "../../../shared/geo";
import { Button } from "../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";

interface TaxRateTableProps {
  rates: TaxRate[];
  onEdit: (rate: TaxRate) => void;
  onDelete: (rate: TaxRate) => void;
}

const updated = (rate: TaxRate) => format(new Date(rate.updatedAt), "MMMM dd, yyyy 'at' h:mm a");

export function TaxRateTable({ rates, onEdit, onDelete }: TaxRateTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>State</TableHead>
          <TableHead className="text-right">Rate</TableHead>
          <TableHead className="hidden md:table-cell">Last updated</TableHead>
          <TableHead className="w-28 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rates.map((rate) => {
          const name = usStateName(rate.state) ?? rate.state;
          return (
            <TableRow key={rate.id}>
              <TableCell className="font-medium text-slate-900">
                {name} <span className="font-normal text-muted-foreground">({rate.state})</span>
                <span className="mt-0.5 block text-xs font-normal text-muted-foreground md:hidden">Updated {updated(rate)}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{rate.taxRate}%</TableCell>
              <TableCell className="hidden min-w-[12rem] text-muted-foreground md:table-cell">{updated(rate)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${name} tax rate`} title="Edit" onClick={() => onEdit(rate)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${name} tax rate`}
                    title="Delete"
                    className="text-destructive hover:bg-red-50 hover:text-destructive"
                    onClick={() => onDelete(rate)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
