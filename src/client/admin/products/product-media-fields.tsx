import { useWatch } from "react-hook-form";
import { FormField } from "../../components/form-field";
import { ProductImage } from "../../components/product-image";
import { Input } from "../../components/ui/input";
import { DocumentUploadField, PRODUCT_PDF } from "../components/document-upload-field";
import { UploadButton } from "../components/upload-button";
import type { ProductForm } from "./use-product-form";

/** The product image (a URL typed in or an upload) and the datasheet PDF with its title. */
export function ProductMediaFields({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: "image" });
  const pdfUrl = useWatch({ control: form.control, name: "pdfUrl" });
  const setPath = (field: "image" | "pdfUrl", path: string) => form.setValue(field, path, { shouldDirty: true, shouldValidate: true });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[6rem_1fr] sm:items-start">
        <ProductImage src={image} alt="Product image preview" className="h-24 w-24 rounded-md border" />
        <div className="grid gap-2">
          <FormField
            id="product-image"
            label="Image URL"
            error={errors.image?.message}
            hint="A link (https://…) or a site path such as /objects/images/…; or upload a picture."
          >
            {(aria) => <Input {...aria} {...form.register("image")} />}
          </FormField>
          <div>
            <UploadButton kind="image" inputLabel="Product image file" onUploaded={(path) => setPath("image", path)} />
          </div>
        </div>
      </div>

      <fieldset className="grid gap-3 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">Datasheet (PDF)</legend>
        <FormField id="product-pdf-title" label="PDF title" error={errors.pdfTitle?.message}>
          {(aria) => <Input {...aria} placeholder="e.g. Datasheet" {...form.register("pdfTitle")} />}
        </FormField>
        <DocumentUploadField texts={PRODUCT_PDF} url={pdfUrl} onChange={(path) => setPath("pdfUrl", path)} error={errors.pdfUrl?.message} />
      </fieldset>

      <fieldset className="grid gap-3 rounded-md border p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">Export data (optional)</legend>
        <FormField id="product-eccn" label="ECCN" error={errors.eccn?.message} hint="e.g. EAR99 or 3A992.a">
          {(aria) => <Input {...aria} {...form.register("eccn")} />}
        </FormField>
        <FormField id="product-hts" label="HTS code" error={errors.htsCode?.message} hint="e.g. 9030.40.0000">
          {(aria) => <Input {...aria} {...form.register("htsCode")} />}
        </FormField>
        <FormField id="product-origin" label="Country of origin" error={errors.countryOfOrigin?.message} hint="Two letters, e.g. US">
          {(aria) => <Input {...aria} maxLength={2} {...form.register("countryOfOrigin")} />}
        </FormField>
      </fieldset>
    </div>
  );
}
