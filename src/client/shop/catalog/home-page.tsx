import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { usePageTitle } from "../../hooks/use-page-title";
import { useCategories, useProducts } from "../../lib/catalog-queries";
import { CategoryCard } from "./category-card";
import { featuredProducts } from "./featured-products";
import { HomeHero } from "./home-hero";
import { IndustriesSection, KnowledgeHubSection, LocationSection, SectionHeading, WhyChooseSection } from "./home-sections";
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
  const { data, isLoading } = useProducts();
  const featured = featuredProducts(data ?? []);
  if (!isLoading && featured.length === 0) return null;
  return (
    <section className="py-16 md:py-20" aria-labelledby="featured-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          eyebrow="Featured Products"
          title="Best Sellers"
          action={<SeeAll to="/products">View all products</SeeAll>}
        >
          The instruments our customers reach for first.
        </SectionHeading>
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
      </div>
    </section>
  );
}

function CategoriesSection() {
  const { data, isLoading } = useCategories();
  if (!isLoading && (!data || data.length === 0)) return null;
  return (
    <section className="border-t py-16 md:py-20" aria-labelledby="categories-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="categories-title"
          eyebrow="Browse the range"
          title="Product Categories"
          action={<SeeAll to="/categories">All categories</SeeAll>}
        >
          From single probes to complete EMC pre-compliance kits.
        </SectionHeading>
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
      </div>
    </section>
  );
}
