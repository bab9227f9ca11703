import { FolderTree, Plus } from "lucide-react";
import { useState } from "react";
import type { Category } from "../../../shared/contracts/catalog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories } from "../../lib/catalog-queries";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { categoryColumns, categoryRowId } from "./category-columns";
import { CategoryDialog } from "./category-dialog";
import { useDeleteCategory } from "./use-category-mutations";

export function CategoriesPage() {
  usePageTitle("Admin Categories");
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);

  function openDialog(category: Category | null) {
    setEditing(category);
    setDialogOpen(true);
  }

  function changeDialogOpen(open: boolean) {
    setDialogOpen(open);
    if (!open) setEditing(null);
  }

  return (
    <div>
      <AdminPageHeader
        title="Categories"
        description="Group products for the shop's category pages and filters."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Category
          </Button>
        }
      />
      <Card>
        <DataTable
          query={categories}
          rows={categories.data}
          columns={categoryColumns}
          rowId={categoryRowId}
          errorText="The categories could not be loaded."
          empty={{ icon: FolderTree, text: "No categories yet. Create your first category to get started." }}
          actions={{
            label: (category) => category.name,
            onEdit: openDialog,
            confirmDelete: {
              question: "Are you sure you want to delete this category?",
              detail: (category) => `"${category.name}" will be removed. A category that still holds products cannot be deleted.`,
              onConfirm: (category) => remove.mutate(category.id),
            },
          }}
        />
      </Card>
      <CategoryDialog open={dialogOpen} category={editing} onOpenChange={changeDialogOpen} />
    </div>
  );
}
