CREATE TABLE "course_leave_survey" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"reason_for_leaving" text[] DEFAULT '{}' NOT NULL,
	"other_comment" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_leave_survey" ADD CONSTRAINT "course_leave_survey_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_leave_survey" ADD CONSTRAINT "course_leave_survey_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_leave_survey_course_idx" ON "course_leave_survey" USING btree ("course_id","submitted_at" DESC NULLS LAST);