-- Hand-written (drizzle-kit cannot express data changes). Runs before the generated 0004, which
-- replaces the role check and the username index.
-- 1. The single 'admin' role becomes 'owner' (staff is new). The check is widened first so the
--    update passes; 0004 narrows it to customer/staff/owner.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'admin', 'staff', 'owner'));--> statement-breakpoint
-- 2. Usernames become unique after NFKC normalisation. Names registered before that are equal
--    once normalised ("ｇｒａｃｅ" and "grace", or a customer's full-width "ａｄｍｉｎ") would stop
--    the new unique index (and so the start-up): the owner keeps its name, then the oldest
--    account; every other one gets its id appended.
UPDATE "users" AS u SET "username" = u."username" || '-' || u."id"
WHERE EXISTS (
  SELECT 1 FROM "users" AS o
  WHERE o."id" <> u."id"
    AND lower(normalize(o."username", NFKC)) = lower(normalize(u."username", NFKC))
    AND ((o."role" = 'owner') > (u."role" = 'owner') OR ((o."role" = 'owner') = (u."role" = 'owner') AND o."id" < u."id"))
);
