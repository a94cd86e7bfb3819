CREATE TABLE "car_daily_stats" (
	"car_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"unfollows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_daily_stats_car_id_day_pk" PRIMARY KEY("car_id","day")
);
--> statement-breakpoint
CREATE TABLE "car_phone_reveals" (
	"car_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "car_phone_reveals_car_id_viewer_key_day_pk" PRIMARY KEY("car_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "car_daily_stats" ADD CONSTRAINT "car_daily_stats_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_phone_reveals" ADD CONSTRAINT "car_phone_reveals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_phone_reveals_day_idx" ON "car_phone_reveals" USING btree ("day");