import { Plus } from "lucide-react";
import { useState } from "react";
import type { Category } from "../../../shared/contracts/catalog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories } from "../../lib/catalog-queries";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { categoryTable } from "./category-table";
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
        <DataTable spec={categoryTable} query={categories} onEdit={openDialog} onDelete={(category) => remove.mutate(category.id)} />
      </Card>
      <CategoryDialog open={dialogOpen} category={editing} onOpenChange={changeDialogOpen} />
    </div>
  );
}
