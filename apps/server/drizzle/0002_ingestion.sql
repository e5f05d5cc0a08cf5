ALTER TABLE "restaurants" ADD COLUMN "ingest_secret" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "guest_edited_at" timestamp with time zone;