import { z } from "zod";
import { EMAIL_DOC } from "./common";

/**
 * The contact form (admin.md §5): the spec's messages, shared by the form's resolver and
 * the route, plus length limits so one request cannot store or mail an unbounded text.
 */
export const contactInput = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().max(200, "Email must be at most 200 characters").pipe(z.email("Invalid email address")).meta(EMAIL_DOC),
  phone: z
    .string()
    .trim()
    .max(40, "Phone must be at most 40 characters")
    .nullish()
    .transform((v) => v || undefined),
  message: z.string().trim().min(10, "Message must be at least 10 characters").max(5000, "Message must be at most 5000 characters"),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactData = z.output<typeof contactInput>;

export const contactResponse = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
