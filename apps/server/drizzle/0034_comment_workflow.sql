ALTER TABLE "review_notes" ALTER COLUMN "review_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_comments" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "social_comments" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_notes" ADD COLUMN "social_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "social_comments" ADD CONSTRAINT "social_comments_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_social_comment_id_social_comments_id_fk" FOREIGN KEY ("social_comment_id") REFERENCES "public"."social_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_comments_assignee_idx" ON "social_comments" USING btree ("assignee_id") WHERE "social_comments"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "review_notes_comment_idx" ON "review_notes" USING btree ("social_comment_id","created_at");--> statement-breakpoint
ALTER TABLE "review_notes" ADD CONSTRAINT "review_notes_one_target" CHECK (num_nonnulls("review_notes"."review_id", "review_notes"."social_comment_id") = 1);
-- hand-written note: no new table, so no new policy. Comment notes live in "review_notes", whose
-- "tenant" policy (0027) covers them, and the assignee is a column of "social_comments" (policy
-- in 0014); the request role's rights on both already stand (docs/decisions/0012-least-privilege-role.md).
