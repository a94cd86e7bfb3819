CREATE TYPE "public"."saved_search_alert" AS ENUM('off', 'immediate', 'daily');--> statement-breakpoint
CREATE TABLE "saved_search_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"alert" "saved_search_alert" DEFAULT 'off' NOT NULL,
	"brand_id" uuid,
	"model_id" uuid,
	"fuel_id" uuid,
	"body_id" uuid,
	"city_id" uuid,
	"transmission" text,
	"doors" text,
	"price_min" integer,
	"price_max" integer,
	"year_from" integer,
	"year_to" integer,
	"mileage_min" integer,
	"mileage_max" integer,
	"power_min" integer,
	"power_max" integer,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_hits_search_car_unique" ON "saved_search_hits" USING btree ("saved_search_id","car_id");--> statement-breakpoint
CREATE INDEX "saved_search_hits_pending_idx" ON "saved_search_hits" USING btree ("user_id") WHERE "saved_search_hits"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_hits_user_digested_idx" ON "saved_search_hits" USING btree ("user_id","digested_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_brand_model_idx" ON "saved_searches" USING btree ("brand_id","model_id") WHERE "saved_searches"."alert" <> 'off';