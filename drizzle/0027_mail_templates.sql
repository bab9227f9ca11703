ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "props" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_body_check" CHECK ("mail_outbox"."template" is not null or "mail_outbox"."text" is not null);
