CREATE TABLE "fx_rates" (
	"source" text PRIMARY KEY NOT NULL,
	"rates" jsonb,
	"as_of" date,
	"updated_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "fx_rates_source_check" CHECK ("fx_rates"."source" in ('owner', 'ecb'))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
