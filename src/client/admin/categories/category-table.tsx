import { FolderTree, Pencil, Trash2 } from "lucide-react";
import type { Category } from "../../../shared/contracts/catalog";
import { Button } from "../../components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";

interface CategoryTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

const description = (category: Category) => (category.description.trim() ? category.description : "-");

export function CategoryTable({ categories, onEdit, onDelete }: CategoryTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-16 sm:table-cell">Image</TableHead>
          <TableHead>Name</TableHead>
          <TableHead className="hidden md:table-cell">Description</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Products</TableHead>
          <TableHead className="w-28 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell className="hidden sm:table-cell">
              <span className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-md border bg-slate-50">
                {category.image ? (
                  <img src={category.image} alt="" className="h-full w-full object-contain" loading="lazy" />
                ) : (
                  <FolderTree className="h-4 w-4 text-slate-400" aria-hidden="true" />
                )}
              </span>
            </TableCell>
            <TableCell className="min-w-[10rem]">
              <span className="font-medium text-slate-900">{category.name}</span>
              <span className="mt-0.5 line-clamp-2 text-xs text-muted-foreground md:hidden">{description(category)}</span>
            </TableCell>
            <TableCell className="hidden min-w-[14rem] max-w-md text-muted-foreground md:table-cell">
              <span className="line-clamp-2">{description(category)}</span>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{category.productCount}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Edit ${category.name}`} title="Edit" onClick={() => onEdit(category)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${category.name}`}
                  title="Delete"
                  className="text-destructive hover:bg-red-50 hover:text-destructive"
                  onClick={() => onDelete(category)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
