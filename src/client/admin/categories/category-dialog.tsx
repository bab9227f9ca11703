import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { categoryInput, type Category } from "../../../shared/contracts/catalog";
import { Button } from "../../components/ui/button";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { FieldMessage } from "../../components/field-message";
import { FormField } from "../../components/form-field";
import { CATEGORY_FILE, DocumentUploadField } from "../components/document-upload-field";
import { UploadButton } from "../components/upload-button";
import { useSaveCategory } from "./use-category-mutations";

interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; null creates a new one. */
  category: Category | null;
  onOpenChange: (open: boolean) => void;
}

function formValues(category: Category | null) {
  return {
    name: category?.name ?? "",
    description: category?.description ?? "",
    image: category?.image ?? "",
    fileUrl: category?.fileUrl ?? "",
  };
}

export function CategoryDialog({ open, category, onOpenChange }: CategoryDialogProps) {
  const form = useForm({ resolver: zodResolver(categoryInput), defaultValues: formValues(null) });
  const { errors } = form.formState;
  const save = useSaveCategory(() => onOpenChange(false));
  const image = form.watch("image");
  const fileUrl = form.watch("fileUrl");

  // Opening for another category (or for a new one) starts from that category's values; closing clears the form.
  useEffect(() => {
    form.reset(formValues(open ? category : null));
  }, [open, category, form]);

  const setPath = (field: "image" | "fileUrl", path: string) => form.setValue(field, path, { shouldDirty: true, shouldValidate: true });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{category ? "Edit Category" : "Add Category"}</DialogTitle>
          <DialogDescription>{category ? "Change this category's details." : "Create a new product category."}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((data) => save.mutate({ id: category?.id ?? null, data }))}>
          <FormField id="category-name" label="Name" error={errors.name?.message}>
            {(aria) => <Input {...aria} {...form.register("name")} />}
          </FormField>
          <FormField id="category-description" label="Description" error={errors.description?.message}>
            {(aria) => <Textarea {...aria} rows={3} {...form.register("description")} />}
          </FormField>

          <div className="grid gap-2">
            <Label>Image</Label>
            <div className="flex flex-wrap items-center gap-3">
              <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded-md border bg-slate-50">
                {image ? (
                  <img src={image} alt="Category image preview" className="h-full w-full object-contain" />
                ) : (
                  <span className="text-xs text-muted-foreground">No image</span>
                )}
              </div>
              <UploadButton kind="image" inputLabel="Category image file" onUploaded={(path) => setPath("image", path)} />
              {image ? (
                <Button variant="ghost" size="sm" onClick={() => setPath("image", "")}>
                  <X aria-hidden="true" /> Remove
                </Button>
              ) : null}
            </div>
            <FieldMessage message={errors.image?.message} />
          </div>

          <DocumentUploadField texts={CATEGORY_FILE} url={fileUrl} onChange={(path) => setPath("fileUrl", path)} />

          <DialogFormFooter className="mt-2" pending={save.isPending} onCancel={() => onOpenChange(false)}>
            {category ? "Update Category" : "Create Category"}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
