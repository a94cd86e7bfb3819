CREATE TABLE "car_follow_marks" (
	"car_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"followed" boolean NOT NULL,
	CONSTRAINT "car_follow_marks_car_id_user_id_day_followed_pk" PRIMARY KEY("car_id","user_id","day","followed")
);
--> statement-breakpoint
ALTER TABLE "car_follow_marks" ADD CONSTRAINT "car_follow_marks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_follow_marks" ADD CONSTRAINT "car_follow_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_follow_marks_day_idx" ON "car_follow_marks" USING btree ("day");