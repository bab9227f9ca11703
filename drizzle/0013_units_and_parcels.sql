CREATE TABLE "calibration_reminders" (
	"unit_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_reminders_unit_id_due_on_pk" PRIMARY KEY("unit_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "unit_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"file_url" text NOT NULL,
	"calibrated_on" date,
	"factors" jsonb,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_documents_kind_check" CHECK ("unit_documents"."kind" in ('certificate', 'factors', 'other'))
);
--> statement-breakpoint
CREATE TABLE "unit_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"serial" text NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"purchased_from" text NOT NULL,
	"purchased_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"unit_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_registrations_status_check" CHECK ("unit_registrations"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"order_id" uuid,
	"line_index" integer,
	"shipment_id" integer,
	"owner_id" integer,
	"shipped_at" timestamp with time zone,
	"warranty_ends_on" date,
	"calibrated_on" date,
	"calibration_due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_objects" DROP CONSTRAINT "stored_objects_kind_check";--> statement-breakpoint
ALTER TABLE "object_uploads" DROP CONSTRAINT "object_uploads_kind_check";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calibration_reminders" ADD CONSTRAINT "calibration_reminders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_documents" ADD CONSTRAINT "unit_documents_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_registrations" ADD CONSTRAINT "unit_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_registrations" ADD CONSTRAINT "unit_registrations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_documents_unit_idx" ON "unit_documents" USING btree ("unit_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "unit_documents_certificate_idx" ON "unit_documents" USING btree (lower("name")) WHERE "unit_documents"."kind" = 'certificate';--> statement-breakpoint
CREATE INDEX "unit_registrations_status_idx" ON "unit_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "unit_registrations_user_idx" ON "unit_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_product_serial_idx" ON "units" USING btree ("product_id",lower("serial"));--> statement-breakpoint
CREATE INDEX "units_serial_prefix_idx" ON "units" USING btree (lower("serial") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "units_owner_idx" ON "units" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "units_order_idx" ON "units" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "units_due_idx" ON "units" USING btree ("calibration_due_on");--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_kind_check" CHECK ("stored_objects"."kind" in ('images', 'uploads', 'certificates', 'purchase-orders', 'unit-documents'));--> statement-breakpoint
ALTER TABLE "object_uploads" ADD CONSTRAINT "object_uploads_kind_check" CHECK ("object_uploads"."kind" in ('images', 'uploads', 'certificates', 'purchase-orders', 'unit-documents'));--> statement-breakpoint
-- Parcels recorded before shipments had lines carried the whole order (the order became completed
-- with its first shipment): the first parcel of each order gets every line, so the order reads as
-- shipped; later parcels of the same order keep no lines.
UPDATE "shipments" AS "s" SET "lines" = "filled"."lines"
FROM (
  SELECT DISTINCT ON ("sh"."order_id") "sh"."id",
    COALESCE((
      SELECT jsonb_agg(jsonb_build_object('index', "l"."n" - 1, 'quantity', ("l"."item"->>'quantity')::int, 'serials', '[]'::jsonb) ORDER BY "l"."n")
      FROM "orders" AS "o", jsonb_array_elements(CASE WHEN jsonb_typeof("o"."items"::jsonb) = 'array' THEN "o"."items"::jsonb ELSE '[]'::jsonb END) WITH ORDINALITY AS "l"("item", "n")
      WHERE "o"."id" = "sh"."order_id"
    ), '[]'::jsonb) AS "lines"
  FROM "shipments" AS "sh"
  ORDER BY "sh"."order_id", "sh"."shipped_at", "sh"."id"
) AS "filled"
WHERE "s"."id" = "filled"."id";
