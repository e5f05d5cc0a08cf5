-- The trial lifecycle (docs/product/plans-and-roles.md#free-trial): the conversion date, the
-- reminders sent (read and written by the reminder job only, so closed to tableside_app like
-- every new table, decision 0012), and upgrade requests among the leads.
CREATE TABLE "trial_reminders" (
	"restaurant_id" uuid NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_reminders_restaurant_id_trial_ends_at_days_before_pk" PRIMARY KEY("restaurant_id","trial_ends_at","days_before")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "trial_converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "restaurant_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "subscription_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "trial_reminders" ADD CONSTRAINT "trial_reminders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_subscription_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("subscription_tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_open_upgrade_idx" ON "leads" USING btree ("restaurant_id") WHERE kind = 'upgrade_request' and handled_at is null;--> statement-breakpoint
-- Requests read the conversion date (migration 0019 made `restaurants` column grants); only the
-- SuperAdmin's trial actions write it, as system work.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT (trial_converted_at), INSERT (trial_converted_at) ON restaurants TO tableside_app;
  END IF;
END $$;
--> statement-breakpoint
-- Both tables hold a restaurant's rows; requests have no rights on them, and row-level security
-- keeps them to their restaurant all the same, like every such table (migration 0005).
ALTER TABLE "trial_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "trial_reminders" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
ALTER TABLE "leads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "leads" USING ("restaurant_id" = app_tenant());
