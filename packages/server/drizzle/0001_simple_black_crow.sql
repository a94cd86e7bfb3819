CREATE TABLE "car_views" (
	"car_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_views_car_id_viewer_key_pk" PRIMARY KEY("car_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "car_images" ADD COLUMN "widths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "push_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_views_viewed_idx" ON "car_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "cars_price_published_idx" ON "cars" USING btree ("price","published_at");--> statement-breakpoint
CREATE INDEX "cars_year_published_idx" ON "cars" USING btree ("year_production","published_at");--> statement-breakpoint
CREATE INDEX "cars_mileage_published_idx" ON "cars" USING btree ("mileage","published_at");--> statement-breakpoint
CREATE INDEX "cars_brand_published_idx" ON "cars" USING btree ("brand_id","published_at");--> statement-breakpoint
CREATE INDEX "cars_model_published_idx" ON "cars" USING btree ("model_id","published_at");--> statement-breakpoint
CREATE INDEX "cars_user_published_idx" ON "cars" USING btree ("user_id","published_at");--> statement-breakpoint
CREATE INDEX "cars_push_pending_idx" ON "cars" USING btree ("published_at") WHERE "cars"."push_queued_at" is null;