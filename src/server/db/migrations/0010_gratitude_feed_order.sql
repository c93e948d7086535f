DROP INDEX "gratitude_created_idx";--> statement-breakpoint
DROP INDEX "gratitude_course_idx";--> statement-breakpoint
CREATE INDEX "gratitude_created_idx" ON "gratitude" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "gratitude_course_idx" ON "gratitude" USING btree ("course_id","created_at" DESC NULLS LAST,"id");