-- The script a user reads Serbian in (decision 049); null until they choose.
CREATE TYPE "public"."user_script" AS ENUM('sr-Latn', 'sr-Cyrl');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "script" "user_script";
