ALTER TABLE "sessions" ADD COLUMN "door" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_door_check" CHECK ("sessions"."door" in ('customer', 'admin'));--> statement-breakpoint
-- Which door made an existing session is unknown: a staff or owner session may come from the
-- customer door, which skipped the second factor. They sign in again at the admin door.
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "role" <> 'customer');
