CREATE TABLE "social_comment_escalations" (
	"social_comment_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"step" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_comment_escalations_social_comment_id_step_pk" PRIMARY KEY("social_comment_id","step")
);
--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "review_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "response_hours_comment" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "social_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "social_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "social_comment_escalations" ADD CONSTRAINT "social_comment_escalations_social_comment_id_social_comments_id_fk" FOREIGN KEY ("social_comment_id") REFERENCES "public"."social_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_comment_escalations" ADD CONSTRAINT "social_comment_escalations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_social_comment_id_social_comments_id_fk" FOREIGN KEY ("social_comment_id") REFERENCES "public"."social_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_social_comment_id_social_comments_id_fk" FOREIGN KEY ("social_comment_id") REFERENCES "public"."social_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_user_comment_type_idx" ON "alerts" USING btree ("user_id","social_comment_id","type");--> statement-breakpoint
CREATE INDEX "alerts_comment_idx" ON "alerts" USING btree ("social_comment_id") WHERE "alerts"."social_comment_id" is not null;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_one_target" CHECK (num_nonnulls("alerts"."review_id", "alerts"."social_comment_id") = 1);--> statement-breakpoint
-- hand-written: row-level security for the new tenant table, and the request role's rights
-- (migration 0020 closes new tables to it, and 0019 made its rights on "restaurants" column
-- grants, so the comments' target is granted like the reviews' in 0028;
-- docs/decisions/0012-least-privilege-role.md).
ALTER TABLE "social_comment_escalations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant" ON "social_comment_escalations" USING ("restaurant_id" = app_tenant());--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'tableside_app') THEN
    GRANT SELECT ON "social_comment_escalations" TO tableside_app;
    GRANT SELECT (response_hours_comment), INSERT (response_hours_comment),
      UPDATE (response_hours_comment) ON restaurants TO tableside_app;
  END IF;
END $$;
