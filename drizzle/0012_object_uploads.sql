CREATE TABLE "object_uploads" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "object_uploads_kind_name_pk" PRIMARY KEY("kind","name"),
	CONSTRAINT "object_uploads_kind_check" CHECK ("object_uploads"."kind" in ('images', 'uploads', 'certificates', 'purchase-orders'))
);
--> statement-breakpoint
ALTER TABLE "object_uploads" ADD CONSTRAINT "object_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "object_uploads_uploaded_by_idx" ON "object_uploads" USING btree ("uploaded_by");--> statement-breakpoint
-- Objects uploaded before this migration have no uploader on record (decision 0054): each
-- certificate and PO file is tied to the customer whose filing first named it (the earliest
-- filing; a later one by another account is the hole this table closes). Objects no filing names
-- are tied to no one: only staff can read them, and nobody can file them any more.
INSERT INTO "object_uploads" ("kind", "name", "uploaded_by", "created_at")
SELECT DISTINCT ON ("kind", "name") "kind", "name", "user_id", "created_at"
FROM (
	SELECT 'certificates' AS "kind", substring("file_url" from '^/objects/certificates/([a-f0-9-]{36})$') AS "name", "user_id", "created_at"
	FROM "tax_exemptions"
	UNION ALL
	SELECT 'purchase-orders', substring("purchase_order_file_url" from '^/objects/purchase-orders/([a-f0-9-]{36})$'), "user_id", "created_at"
	FROM "orders"
) AS "filed"
WHERE "name" IS NOT NULL AND "user_id" IS NOT NULL
ORDER BY "kind", "name", "created_at";
