CREATE TABLE "car_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "car_data_version_single_row" CHECK ("car_data_version"."id" = 1)
);
