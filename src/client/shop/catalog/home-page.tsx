import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories, useFeaturedProducts } from "../../lib/catalog-queries";
import { CategoryCard } from "./category-card";
import { HomeHero } from "./home-hero";
import { HomeSection } from "./home-section";
import { IndustriesSection, KnowledgeHubSection, LocationSection, WhyChooseSection } from "./home-sections";
import { ProductCard, ProductCardSkeleton } from "./product-card";

export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <HomeHero />
      <FeaturedSection />
      <CategoriesSection />
      <IndustriesSection />
      <WhyChooseSection />
      <KnowledgeHubSection />
      <LocationSection />
    </>
  );
}

function SeeAll({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
      {children}
      <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </Link>
  );
}

function FeaturedSection() {
  const { data, isLoading } = useFeaturedProducts();
  const featured = data?.products ?? [];
  if (!isLoading && featured.length === 0) return null;
  return (
    <HomeSection
      id="featured"
      eyebrow="Featured Products"
      title="Best Sellers"
      intro="The instruments our customers reach for first."
      action={<SeeAll to="/products">View all products</SeeAll>}
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {isLoading
          ? [0, 1, 2].map((i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))
          : featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel="h3" />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}

function CategoriesSection() {
  const { data, isLoading } = useCategories();
  if (!isLoading && (!data || data.length === 0)) return null;
  return (
    <HomeSection
      id="categories"
      eyebrow="Browse the range"
      title="Product Categories"
      intro="From single probes to complete EMC pre-compliance kits."
      action={<SeeAll to="/categories">All categories</SeeAll>}
      className="border-t"
    >
      {isLoading ? (
        <p className="text-muted-foreground" role="status">
          Loading categories...
        </p>
      ) : (
        // Narrow screens swipe through the categories; wider ones show a grid.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {(data ?? []).map((category) => (
            <li key={category.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
