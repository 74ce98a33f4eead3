CREATE INDEX "restroom_feedback_user_idx" ON "restroom_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restrooms_reviewed_by_idx" ON "restrooms" USING btree ("reviewed_by") WHERE "restrooms"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "restrooms_removed_by_idx" ON "restrooms" USING btree ("removed_by") WHERE "restrooms"."removed_by" is not null;--> statement-breakpoint
CREATE INDEX "restroom_reports_resolved_by_idx" ON "restroom_reports" USING btree ("resolved_by") WHERE "restroom_reports"."resolved_by" is not null;--> statement-breakpoint
CREATE INDEX "course_claims_decided_by_idx" ON "course_claims" USING btree ("decided_by") WHERE "course_claims"."decided_by" is not null;--> statement-breakpoint
CREATE INDEX "restroom_signs_issued_by_idx" ON "restroom_signs" USING btree ("issued_by");--> statement-breakpoint
CREATE INDEX "notification_settings_course_idx" ON "notification_settings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "notifications_course_idx" ON "notifications" USING btree ("course_id") WHERE "notifications"."course_id" is not null;