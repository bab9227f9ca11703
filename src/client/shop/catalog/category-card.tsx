import { ArrowRight, FileText } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Category } from "../../../shared/contracts/catalog";
import { ProductImage } from "../../components/product-image";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cutDescription } from "./description-cut";

type CategoryCardData = Pick<Category, "name" | "description" | "image" | "productCount" | "fileUrl">;

/** One category on the home page and the categories page (spec §2 "Category card"). */
export function CategoryCard({ category, headingLevel = "h3" }: { category: CategoryCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const description = cutDescription(category.description, expanded);

  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      {category.image ? <ProductImage src={category.image} alt="" className="aspect-[4/3] border-b" /> : null}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold leading-snug text-slate-900">{category.name}</Heading>
        {description.text ? (
          <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {description.text}
          </p>
        ) : null}
        {description.isCut ? (
          <button
            type="button"
            className="mt-1 self-start rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? "Read less" : "Read more"}
          </button>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {category.productCount > 0 ? (
            <Button asChild size="sm" className="grow">
              <Link to={`/products?category=${encodeURIComponent(category.name)}`} aria-label={`View Products: ${category.name}`}>
                View Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
          {category.fileUrl ? (
            <Button asChild size="sm" variant="outline" className="grow">
              <a
                href={category.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View Details: ${category.name} (opens in a new tab)`}
              >
                <FileText aria-hidden="true" />
                View Details
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
