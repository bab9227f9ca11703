import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../lib/utils";

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  imgClassName?: string;
  loading?: "lazy" | "eager";
}

/** Product art is light line drawings: shown whole (object-contain) on a light panel, with a placeholder when missing. */
export function ProductImage({ src, alt, className, imgClassName, loading = "lazy" }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn("flex items-center justify-center overflow-hidden bg-[#f4f6f8]", className)}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          // The eager one is the page's main image (its Largest Contentful Paint): fetched first, painted at once.
          fetchPriority={loading === "eager" ? "high" : undefined}
          decoding={loading === "eager" ? "sync" : "async"}
          onError={() => setFailed(true)}
          className={cn("h-full w-full object-contain", imgClassName)}
        />
      ) : (
        <ImageOff className="h-10 w-10 text-slate-300" role="img" aria-label={alt || "No image"} />
      )}
    </div>
  );
}
