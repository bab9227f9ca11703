// A react-hook-form resolver whose zod schema (and zod) load on the first validation, not with the page:
// the product page's code stays free of zod (decision 0006) while its small forms keep the contract's
// rules (decision 0061).
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await loaded)(values, context, options);
  };
}
