CREATE TYPE "public"."badge_id" AS ENUM('Congratulations', 'Expert_help', 'Great_speaker', 'Good_job', 'Helping_hand', 'Hero', 'Thank_you', 'Outstanding_work', 'Top_performer', 'Job_Offer', 'RS_activist', 'Jury_Team', 'Mentor', 'Contributor', 'Coordinator', 'Thanks');--> statement-breakpoint
CREATE TYPE "public"."cross_check_score_rule" AS ENUM('topMean', 'median', 'trimmedMean');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."hire_decision" AS ENUM('hire', 'not-hire');--> statement-breakpoint
CREATE TYPE "public"."interview_role" AS ENUM('reviewer', 'student');--> statement-breakpoint
CREATE TYPE "public"."military_service" AS ENUM('served', 'liable', 'notLiable');--> statement-breakpoint
CREATE TABLE "cross_check_dispute" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cross_check_dispute_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"course_task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"expected_score" integer NOT NULL,
	"text" text NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"resolution_comment" text,
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cross_check_dispute_review_id_unique" UNIQUE("review_id")
);
--> statement-breakpoint
CREATE TABLE "cross_check_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cross_check_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"role" "interview_role" NOT NULL,
	"content" text NOT NULL,
	"is_reviewer_read" boolean DEFAULT false NOT NULL,
	"is_student_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cross_check_pair" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cross_check_pair_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"course_task_id" integer NOT NULL,
	"task_solution_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"checker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cross_check_pair_task_checker_student_unique" UNIQUE("course_task_id","checker_id","student_id"),
	CONSTRAINT "cross_check_pair_not_self" CHECK ("cross_check_pair"."checker_id" <> "cross_check_pair"."student_id")
);
--> statement-breakpoint
CREATE TABLE "cross_check_review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cross_check_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"checker_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cross_check_review_task_student_checker_unique" UNIQUE("course_task_id","student_id","checker_id")
);
--> statement-breakpoint
CREATE TABLE "gratitude" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gratitude_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"course_id" integer,
	"badge_id" "badge_id" DEFAULT 'Thank_you' NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"desired_position" text,
	"self_intro_link" text,
	"avatar_link" text,
	"notes" text,
	"start_from" date,
	"full_time" boolean DEFAULT false NOT NULL,
	"military_service" "military_service",
	"english_level" "english_level",
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"email" text,
	"skype" text,
	"telegram" text,
	"linkedin" text,
	"github_username" text,
	"website" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"visible_courses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "resume_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "student_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"mentor_id" integer,
	"recommendation" "hire_decision" NOT NULL,
	"content" jsonb NOT NULL,
	"english_level" "english_level",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_task" ADD COLUMN "cross_check_score_rule" "cross_check_score_rule" DEFAULT 'topMean' NOT NULL;--> statement-breakpoint
ALTER TABLE "cross_check_dispute" ADD CONSTRAINT "cross_check_dispute_review_id_cross_check_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."cross_check_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_dispute" ADD CONSTRAINT "cross_check_dispute_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_dispute" ADD CONSTRAINT "cross_check_dispute_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_dispute" ADD CONSTRAINT "cross_check_dispute_resolved_by_id_user_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_message" ADD CONSTRAINT "cross_check_message_review_id_cross_check_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."cross_check_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_message" ADD CONSTRAINT "cross_check_message_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_pair" ADD CONSTRAINT "cross_check_pair_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_pair" ADD CONSTRAINT "cross_check_pair_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_pair" ADD CONSTRAINT "cross_check_pair_task_solution_id_task_solution_id_fk" FOREIGN KEY ("task_solution_id") REFERENCES "public"."task_solution"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_pair" ADD CONSTRAINT "cross_check_pair_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_pair" ADD CONSTRAINT "cross_check_pair_checker_id_student_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_review" ADD CONSTRAINT "cross_check_review_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_review" ADD CONSTRAINT "cross_check_review_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_check_review" ADD CONSTRAINT "cross_check_review_checker_id_student_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."student"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratitude" ADD CONSTRAINT "gratitude_from_user_id_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratitude" ADD CONSTRAINT "gratitude_to_user_id_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gratitude" ADD CONSTRAINT "gratitude_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedback" ADD CONSTRAINT "student_feedback_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedback" ADD CONSTRAINT "student_feedback_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedback" ADD CONSTRAINT "student_feedback_mentor_id_mentor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cross_check_dispute_task_status_idx" ON "cross_check_dispute" USING btree ("course_task_id","status");--> statement-breakpoint
CREATE INDEX "cross_check_message_review_idx" ON "cross_check_message" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "cross_check_pair_course_idx" ON "cross_check_pair" USING btree ("course_id","course_task_id","id");--> statement-breakpoint
CREATE INDEX "cross_check_pair_task_student_idx" ON "cross_check_pair" USING btree ("course_task_id","student_id");--> statement-breakpoint
CREATE INDEX "cross_check_pair_task_checker_idx" ON "cross_check_pair" USING btree ("course_task_id","checker_id");--> statement-breakpoint
CREATE INDEX "cross_check_review_task_checker_idx" ON "cross_check_review" USING btree ("course_task_id","checker_id");--> statement-breakpoint
CREATE INDEX "cross_check_review_task_updated_idx" ON "cross_check_review" USING btree ("course_task_id","updated_at");--> statement-breakpoint
CREATE INDEX "gratitude_to_user_idx" ON "gratitude" USING btree ("to_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gratitude_created_idx" ON "gratitude" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gratitude_course_idx" ON "gratitude" USING btree ("course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resume_expires_idx" ON "resume" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_feedback_student_author_unique" ON "student_feedback" USING btree ("student_id","author_id") WHERE "student_feedback"."deleted_at" is null;