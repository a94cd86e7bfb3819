CREATE TYPE "public"."statement_entry_issue" AS ENUM('unknownReference', 'amountMismatch', 'notPending');--> statement-breakpoint
CREATE TYPE "public"."statement_entry_status" AS ENUM('activated', 'review', 'activatedByHand', 'dismissed');--> statement-breakpoint
CREATE TABLE "statement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"transaction_id" text,
	"booked_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference" text,
	"payer" text,
	"purpose" text,
	"subscription_id" uuid,
	"status" "statement_entry_status" NOT NULL,
	"issue" "statement_entry_issue",
	"imported_by" uuid,
	"imported_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "statement_entries_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_entries_status_idx" ON "statement_entries" USING btree ("status","booked_on");