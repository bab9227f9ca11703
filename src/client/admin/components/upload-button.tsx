import { Loader2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../hooks/use-toast";
import { isImageFile, uploadFile } from "../../lib/uploads";

// Each kind's upload call, button, accepted files and the spec's toasts (admin.md §7, §8); a document names itself in its own words.
const KIND = {
  image: {
    request: "/api/images/upload",
    label: "Upload Image",
    accept: "image/*",
    success: "Image uploaded successfully",
    failure: "Failed to upload image. Please try again.",
  },
  file: {
    request: "/api/objects/upload",
    label: "Upload File",
    accept: ".pdf,application/pdf",
    success: "File uploaded successfully",
    failure: "Please try again",
  },
} as const;

type UploadKind = keyof typeof KIND;

interface UploadButtonProps {
  kind: UploadKind;
  /** Accessible name of the hidden file input (tests and assistive tech find it by this). */
  inputLabel: string;
  onUploaded: (path: string) => void;
  /** Text of the button, when not the kind's own ("Upload PDF"). */
  label?: string;
  successMessage?: string;
}

/** A button that picks a file, sends it through the signed-URL upload flow and hands back the stored path. */
export function UploadButton({
  kind,
  inputLabel,
  onUploaded,
  label = KIND[kind].label,
  successMessage = KIND[kind].success,
}: UploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function handleFile(file: File) {
    if (kind === "image" && !isImageFile(file)) {
      toast({ title: "Invalid file type", description: "Please select an image file", variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const path = await uploadFile(KIND[kind].request, file);
      onUploaded(path);
      toast({ title: successMessage });
    } catch {
      toast({ title: "Upload failed", description: KIND[kind].failure, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={KIND[kind].accept}
        aria-label={inputLabel}
        className="hidden"
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clear the input so picking the same file again still fires a change.
          event.target.value = "";
          if (file) void handleFile(file);
        }}
      />
      <Button variant="outline" disabled={uploading} onClick={() => inputRef.current?.click()}>
        {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {uploading ? "Uploading..." : label}
      </Button>
    </>
  );
}
