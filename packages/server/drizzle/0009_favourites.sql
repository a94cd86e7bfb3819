CREATE TYPE "public"."favourite_change_kind" AS ENUM('price_drop', 'reserved', 'sold');--> statement-breakpoint
CREATE TABLE "favourite_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"kind" "favourite_change_kind" NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"created_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_changes" ADD CONSTRAINT "favourite_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_changes" ADD CONSTRAINT "favourite_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_changes_waiting_idx" ON "favourite_changes" USING btree ("user_id","created_at") WHERE "favourite_changes"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "favourite_changes_waiting_created_idx" ON "favourite_changes" USING btree ("created_at") WHERE "favourite_changes"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "favourites_car_idx" ON "favourites" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");