import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories } from "../../lib/catalog-queries";
import { CategoryCard } from "./category-card";
import { PageHeading } from "./page-heading";

export function CategoriesView() {
  usePageTitle("Product Categories");
  const { data: categories, isLoading, isError } = useCategories();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <PageHeading title="Product Categories" subtitle="Explore our range of electronic products and services" />
      {isLoading ? (
        <p className="py-16 text-center text-muted-foreground" role="status">
          Loading categories...
        </p>
      ) : isError ? (
        <p className="py-16 text-center text-destructive" role="alert">
          We could not load the categories. Please refresh the page.
        </p>
      ) : !categories || categories.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No categories available at the moment.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
