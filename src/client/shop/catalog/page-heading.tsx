interface PageHeadingProps {
  title: string;
  subtitle?: string;
}

export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <header className="mb-8 md:mb-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 max-w-2xl text-base text-muted-foreground md:text-lg">{subtitle}</p> : null}
    </header>
  );
}
