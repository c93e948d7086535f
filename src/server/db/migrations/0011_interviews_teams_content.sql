CREATE TYPE "public"."alert_type" AS ENUM('info', 'warn', 'error');--> statement-breakpoint
CREATE TYPE "public"."interview_decision" AS ENUM('yes', 'no', 'draft', 'missed', 'rejected');--> statement-breakpoint
CREATE TABLE "interview_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_pair_id" integer NOT NULL,
	"version" integer NOT NULL,
	"json" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_feedback_pair_unique" UNIQUE("interview_pair_id")
);
--> statement-breakpoint
CREATE TABLE "interview_pair" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_pair_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"course_task_id" integer NOT NULL,
	"mentor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_canceled" boolean DEFAULT false NOT NULL,
	"decision" "interview_decision",
	"is_good_candidate" boolean,
	"score" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"course_task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_registration_task_student_unique" UNIQUE("course_task_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "team_distribution_student" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_distribution_student_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_distribution_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"distributed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_distribution_student_unique" UNIQUE("team_distribution_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "team_distribution" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_distribution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"description_url" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"min_team_size" integer DEFAULT 2 NOT NULL,
	"max_team_size" integer DEFAULT 4 NOT NULL,
	"strict_team_size" integer DEFAULT 3 NOT NULL,
	"strict_team_size_mode" boolean DEFAULT true NOT NULL,
	"min_total_score" integer DEFAULT 0 NOT NULL,
	"state" "distribution_state" DEFAULT 'initial' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member" (
	"team_id" integer NOT NULL,
	"team_distribution_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "team_member_team_id_student_id_pk" PRIMARY KEY("team_id","student_id"),
	CONSTRAINT "team_member_distribution_student_unique" UNIQUE("team_distribution_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "team" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_distribution_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"chat_link" text NOT NULL,
	"password" text NOT NULL,
	"team_lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"type" "alert_type" DEFAULT 'info' NOT NULL,
	"course_id" integer,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contributor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributor_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "prompt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"text" text NOT NULL,
	"temperature" real DEFAULT 0.5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_type_unique" UNIQUE("type")
);
--> statement-breakpoint
ALTER TABLE "course_task" ADD COLUMN "team_distribution_id" integer;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_interview_pair_id_interview_pair_id_fk" FOREIGN KEY ("interview_pair_id") REFERENCES "public"."interview_pair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_pair" ADD CONSTRAINT "interview_pair_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_pair" ADD CONSTRAINT "interview_pair_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_pair" ADD CONSTRAINT "interview_pair_mentor_id_mentor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_pair" ADD CONSTRAINT "interview_pair_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_registration" ADD CONSTRAINT "interview_registration_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_registration" ADD CONSTRAINT "interview_registration_course_task_id_course_task_id_fk" FOREIGN KEY ("course_task_id") REFERENCES "public"."course_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_registration" ADD CONSTRAINT "interview_registration_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_distribution_student" ADD CONSTRAINT "team_distribution_student_team_distribution_id_team_distribution_id_fk" FOREIGN KEY ("team_distribution_id") REFERENCES "public"."team_distribution"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_distribution_student" ADD CONSTRAINT "team_distribution_student_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_distribution" ADD CONSTRAINT "team_distribution_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_team_distribution_id_team_distribution_id_fk" FOREIGN KEY ("team_distribution_id") REFERENCES "public"."team_distribution"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team" ADD CONSTRAINT "team_team_distribution_id_team_distribution_id_fk" FOREIGN KEY ("team_distribution_id") REFERENCES "public"."team_distribution"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team" ADD CONSTRAINT "team_team_lead_id_student_id_fk" FOREIGN KEY ("team_lead_id") REFERENCES "public"."student"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor" ADD CONSTRAINT "contributor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_pair_live_unique" ON "interview_pair" USING btree ("course_task_id","student_id","mentor_id") WHERE not "interview_pair"."is_canceled";--> statement-breakpoint
CREATE INDEX "interview_pair_task_student_idx" ON "interview_pair" USING btree ("course_task_id","student_id");--> statement-breakpoint
CREATE INDEX "interview_pair_mentor_task_idx" ON "interview_pair" USING btree ("mentor_id","course_task_id");--> statement-breakpoint
CREATE INDEX "interview_pair_student_completed_idx" ON "interview_pair" USING btree ("student_id","completed_at" DESC NULLS LAST) WHERE "interview_pair"."is_completed";--> statement-breakpoint
CREATE INDEX "interview_registration_task_created_idx" ON "interview_registration" USING btree ("course_task_id","created_at");--> statement-breakpoint
CREATE INDEX "team_distribution_student_state_idx" ON "team_distribution_student" USING btree ("team_distribution_id","active","distributed");--> statement-breakpoint
CREATE INDEX "team_distribution_course_start_idx" ON "team_distribution" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "team_distribution_idx" ON "team" USING btree ("team_distribution_id");--> statement-breakpoint
CREATE INDEX "alert_enabled_idx" ON "alert" USING btree ("enabled");--> statement-breakpoint
ALTER TABLE "course_task" ADD CONSTRAINT "course_task_team_distribution_id_team_distribution_id_fk" FOREIGN KEY ("team_distribution_id") REFERENCES "public"."team_distribution"("id") ON DELETE set null ON UPDATE no action;