CREATE TABLE "favourite_departures" (
	"user_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"title" text NOT NULL,
	"followed_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_departures_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_departures" ADD CONSTRAINT "favourite_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_departures_departed_idx" ON "favourite_departures" USING btree ("departed_at");