import { FolderTree, Plus } from "lucide-react";
import { useState } from "react";
import type { Category } from "../../../shared/contracts/catalog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories } from "../../lib/catalog-queries";
import { AdminPageHeader } from "../components/admin-page-header";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { CategoryDialog } from "./category-dialog";
import { CategoryTable } from "./category-table";
import { useDeleteCategory } from "./use-category-mutations";

export function CategoriesPage() {
  usePageTitle("Admin Categories");
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

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
        {categories.isLoading ? (
          <div className="grid gap-3 p-6">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : categories.isError ? (
          <p className="p-10 text-center text-sm text-destructive" role="alert">
            The categories could not be loaded.
          </p>
        ) : (categories.data ?? []).length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center">
            <FolderTree className="h-10 w-10 text-slate-300" aria-hidden="true" />
            <p className="text-muted-foreground">No categories yet. Create your first category to get started.</p>
          </div>
        ) : (
          <CategoryTable categories={categories.data ?? []} onEdit={openDialog} onDelete={setDeleting} />
        )}
      </Card>

      <CategoryDialog open={dialogOpen} category={editing} onOpenChange={changeDialogOpen} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question="Are you sure you want to delete this category?"
        detail={deleting ? `"${deleting.name}" will be removed. A category that still holds products cannot be deleted.` : undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
