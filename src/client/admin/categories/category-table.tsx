import { FolderTree } from "lucide-react";
import type { Category } from "../../../shared/contracts/catalog";
import type { TableSpec } from "../components/data-table";

const description = (category: Category) => (category.description.trim() ? category.description : "-");

/** The categories table: image, name (with the description under it on small screens), description and product count. */
export const categoryTable: TableSpec<Category> = {
  errorText: "The categories could not be loaded.",
  empty: { icon: FolderTree, text: "No categories yet. Create your first category to get started." },
  rowLabel: (category) => category.name,
  confirmDelete: {
    question: "Are you sure you want to delete this category?",
    detail: (category) => `"${category.name}" will be removed. A category that still holds products cannot be deleted.`,
  },
  columns: [
    {
      id: "image",
      header: "Image",
      className: "hidden w-16 sm:table-cell",
      cell: (category) => (
        <span className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-md border bg-slate-50">
          {category.image ? (
            <img src={category.image} alt="" className="h-full w-full object-contain" loading="lazy" />
          ) : (
            <FolderTree className="h-4 w-4 text-slate-400" aria-hidden="true" />
          )}
        </span>
      ),
    },
    {
      id: "name",
      header: "Name",
      cellClassName: "min-w-[10rem]",
      sortValue: (category) => category.name,
      cell: (category) => (
        <>
          <span className="font-medium text-slate-900">{category.name}</span>
          <span className="mt-0.5 line-clamp-2 text-xs text-muted-foreground md:hidden">{description(category)}</span>
        </>
      ),
    },
    {
      id: "description",
      header: "Description",
      className: "hidden md:table-cell",
      cellClassName: "min-w-[14rem] max-w-md text-muted-foreground",
      cell: (category) => <span className="line-clamp-2">{description(category)}</span>,
    },
    {
      id: "products",
      header: "Products",
      className: "hidden text-right sm:table-cell",
      cellClassName: "tabular-nums",
      sortValue: (category) => category.productCount,
      cell: (category) => category.productCount,
    },
  ],
};
