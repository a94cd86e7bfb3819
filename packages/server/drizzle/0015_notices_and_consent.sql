CREATE TYPE "public"."notice_pace" AS ENUM('immediate', 'daily', 'off');--> statement-breakpoint
CREATE TABLE "car_notices_sent" (
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_notices_sent_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "new_listing_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_listings_pace" "notice_pace" DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourites_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "car_notices_sent" ADD CONSTRAINT "car_notices_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_notices_sent" ADD CONSTRAINT "car_notices_sent_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_listing_hits" ADD CONSTRAINT "new_listing_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_listing_hits" ADD CONSTRAINT "new_listing_hits_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "new_listing_hits_user_car_unique" ON "new_listing_hits" USING btree ("user_id","car_id");--> statement-breakpoint
CREATE INDEX "new_listing_hits_waiting_idx" ON "new_listing_hits" USING btree ("user_id","created_at") WHERE "new_listing_hits"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "new_listing_hits_user_digested_idx" ON "new_listing_hits" USING btree ("user_id","digested_at");