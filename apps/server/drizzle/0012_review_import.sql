CREATE TABLE "review_import_chunks" (
	"import_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "review_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "review_import_refusals" (
	"import_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "review_import_refusals_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "review_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"total_chars" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guess" jsonb,
	"mapping" jsonb,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"processed_chars" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_import_chunks" ADD CONSTRAINT "review_import_chunks_import_id_review_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."review_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_import_chunks" ADD CONSTRAINT "review_import_chunks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_import_refusals" ADD CONSTRAINT "review_import_refusals_import_id_review_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."review_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_import_refusals" ADD CONSTRAINT "review_import_refusals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_imports" ADD CONSTRAINT "review_imports_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_imports" ADD CONSTRAINT "review_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_imports_restaurant_idx" ON "review_imports" USING btree ("restaurant_id","created_at");--> statement-breakpoint
-- hand-written: row-level security for the import tables, as migration 0005 does for the others.
ALTER TABLE "review_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_imports" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_import_chunks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_import_chunks" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "review_import_refusals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "review_import_refusals" USING ("restaurant_id" = app_tenant());
