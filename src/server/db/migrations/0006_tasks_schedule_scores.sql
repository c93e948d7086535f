CREATE TYPE "public"."event_type" AS ENUM('lecture_online', 'lecture_offline', 'lecture_mixed', 'lecture_self_study', 'warmup', 'info', 'workshop', 'meetup', 'cross_check_deadline', 'webinar', 'special');--> statement-breakpoint
CREATE TYPE "public"."schedule_entity_type" AS ENUM('courseTask', 'courseEvent', 'courseTeamDistribution');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('pending', 'completed', 'error', 'canceled');--> statement-breakpoint
CREATE TABLE "mentor_review_assignment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentor_review_assignment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"mentor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_review_assignment_task_student_unique" UNIQUE("course_task_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "task_criteria" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_result" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"github_pr_url" text,
	"last_checker_id" integer,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_result_student_task_unique" UNIQUE("student_id","course_task_id")
);
--> statement-breakpoint
CREATE TABLE "task_solution" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_solution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"url" text NOT NULL,
	"review" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_solution_task_student_unique" UNIQUE("course_task_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "task_verification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_verification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"course_task_id" integer NOT NULL,
	"status" "verification_status" DEFAULT 'pending' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"details" text,
	"answers" jsonb,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_token" (
	"token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_token_user_course_unique" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"duration" integer,
	"place" text,
	"broadcast_url" text,
	"coordinator" text,
	"comment" text,
	"organizer_id" integer,
	"special" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_event_end_after_start" CHECK ("course_event"."end_time" is null or "course_event"."end_time" >= "course_event"."date_time")
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" "event_type" NOT NULL,
	"discipline_id" integer,
	"description_url" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"entity_type" "schedule_entity_type" NOT NULL,
	"entity_id" integer NOT NULL,
	"operation" text NOT NULL,
	"previous" jsonb,
	"current" jsonb,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_review_assignment" ADD CONSTRAINT "mentor_review_assignment_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_review_assignment" ADD CONSTRAINT "mentor_review_assignment_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_review_assignment" ADD CONSTRAINT "mentor_review_assignment_mentor_id_mentor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_criteria" ADD CONSTRAINT "task_criteria_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_result" ADD CONSTRAINT "task_result_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_result" ADD CONSTRAINT "task_result_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_result" ADD CONSTRAINT "task_result_last_checker_id_user_id_fk" FOREIGN KEY ("last_checker_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_solution" ADD CONSTRAINT "task_solution_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_solution" ADD CONSTRAINT "task_solution_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_verification" ADD CONSTRAINT "task_verification_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_verification" ADD CONSTRAINT "task_verification_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_token" ADD CONSTRAINT "calendar_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_token" ADD CONSTRAINT "calendar_token_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_event" ADD CONSTRAINT "course_event_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_event" ADD CONSTRAINT "course_event_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_event" ADD CONSTRAINT "course_event_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_discipline_id_discipline_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."discipline"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_change" ADD CONSTRAINT "schedule_change_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_review_assignment_mentor_idx" ON "mentor_review_assignment" USING btree ("mentor_id","course_task_id");--> statement-breakpoint
CREATE INDEX "task_result_course_task_idx" ON "task_result" USING btree ("course_task_id");--> statement-breakpoint
CREATE INDEX "task_result_checker_idx" ON "task_result" USING btree ("last_checker_id","course_task_id");--> statement-breakpoint
CREATE INDEX "task_solution_task_created_idx" ON "task_solution" USING btree ("course_task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_verification_attempt_idx" ON "task_verification" USING btree ("student_id","course_task_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_verification_pending_idx" ON "task_verification" USING btree ("status","updated_at") WHERE "task_verification"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "course_event_course_date_idx" ON "course_event" USING btree ("course_id","date_time");--> statement-breakpoint
CREATE INDEX "schedule_change_pending_idx" ON "schedule_change" USING btree ("notified_at","created_at") WHERE "schedule_change"."notified_at" is null;