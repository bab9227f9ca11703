ALTER TABLE "products" ADD COLUMN "serialized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "calibration_interval_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_check" CHECK ("products"."warranty_months" between 0 and 120);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_calibration_interval_check" CHECK ("products"."calibration_interval_months" is null or ("products"."serialized" and "products"."calibration_interval_months" between 1 and 120));--> statement-breakpoint
-- A shop's existing instruments (probes, probe sets, amplifiers, coils) get serial numbers and a
-- yearly calibration; accessories and cables stay without (extensions §7). The owner can change either.
UPDATE "products" SET "serialized" = true, "calibration_interval_months" = 12
WHERE "category_id" IN (
  SELECT "id" FROM "categories" WHERE "name" ~* '(probe|amplifier|coil)' AND "name" !~* '(cable|accessor)'
);
