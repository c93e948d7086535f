CREATE TYPE "public"."channel_id" AS ENUM('email', 'telegram', 'discord');--> statement-breakpoint
CREATE TYPE "public"."distribution_state" AS ENUM('initial', 'distributed', 'completed');--> statement-breakpoint
CREATE TYPE "public"."english_level" AS ENUM('unknown', 'a0', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('EN', 'ZH', 'HI', 'ES', 'FR', 'AR', 'BN', 'RU', 'PT', 'ID', 'UR', 'JA', 'DE', 'PA', 'TE', 'TR', 'KO', 'MR', 'KY', 'KK', 'UZ', 'KA', 'PL', 'LT', 'LV', 'BE', 'UK');--> statement-breakpoint
CREATE TYPE "public"."location_scope" AS ENUM('any', 'country', 'city');--> statement-breakpoint
CREATE TYPE "public"."task_checker" AS ENUM('auto-test', 'assigned', 'mentor', 'taskOwner', 'crossCheck');--> statement-breakpoint
CREATE TYPE "public"."task_type" AS ENUM('jstask', 'kotlintask', 'objctask', 'htmltask', 'ipynb', 'selfeducation', 'codewars', 'test', 'codejam', 'interview', 'stage-interview', 'cv:html', 'cv:markdown');--> statement-breakpoint
CREATE TABLE "login_state" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_user_connection" (
	"user_id" integer NOT NULL,
	"channel_id" "channel_id" NOT NULL,
	"external_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_user_connection_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id"),
	CONSTRAINT "notification_user_connection_channel_external_unique" UNIQUE("channel_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "profile_permissions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"github_id" text NOT NULL,
	"github_user_id" bigint,
	"first_name" text,
	"last_name" text,
	"primary_email" text,
	"country_name" text,
	"city_name" text,
	"english_level" "english_level",
	"languages" "language"[] DEFAULT '{}' NOT NULL,
	"about_myself" text,
	"education_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts_email" text,
	"contacts_epam_email" text,
	"contacts_telegram" text,
	"contacts_phone" text,
	"contacts_skype" text,
	"contacts_whatsapp" text,
	"contacts_linkedin" text,
	"contacts_notes" text,
	"discord" jsonb,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_hirer" boolean DEFAULT false NOT NULL,
	"activist" boolean DEFAULT false NOT NULL,
	"opportunities_consent" boolean DEFAULT false NOT NULL,
	"obfuscated" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_github_id_unique" UNIQUE("github_id"),
	CONSTRAINT "user_github_user_id_unique" UNIQUE("github_user_id")
);
--> statement-breakpoint
CREATE TABLE "course_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"is_supervisor" boolean DEFAULT false NOT NULL,
	"is_dementor" boolean DEFAULT false NOT NULL,
	"is_activist" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_user_course_user_unique" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"alias" text NOT NULL,
	"description" text,
	"description_url" text,
	"year" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"registration_end_date" timestamp with time zone,
	"discipline_id" integer,
	"discord_server_id" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"planned" boolean DEFAULT false NOT NULL,
	"invite_only" boolean DEFAULT false NOT NULL,
	"certificate_issuer" text,
	"personal_mentoring" boolean DEFAULT true NOT NULL,
	"personal_mentoring_start_date" timestamp with time zone,
	"personal_mentoring_end_date" timestamp with time zone,
	"logo" text,
	"min_students_per_mentor" integer DEFAULT 2 NOT NULL,
	"certificate_threshold" integer DEFAULT 70 NOT NULL,
	"community_url" text,
	"certificate_disciplines" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_name_unique" UNIQUE("name"),
	CONSTRAINT "course_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "discipline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discipline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_server" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discord_server_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"gratitude_url" text,
	"mentors_chat_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_expelled" boolean DEFAULT false NOT NULL,
	"max_students_limit" integer DEFAULT 2 NOT NULL,
	"students_preference" "location_scope" DEFAULT 'any' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_course_user_unique" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "student" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mentor_id" integer,
	"is_expelled" boolean DEFAULT false NOT NULL,
	"is_failed" boolean DEFAULT false NOT NULL,
	"self_expelled" boolean DEFAULT false NOT NULL,
	"expelling_reason" text,
	"unassigning_comment" text,
	"mentoring" boolean DEFAULT true NOT NULL,
	"total_score" numeric(10, 1) DEFAULT 0 NOT NULL,
	"cross_check_score" numeric(10, 1) DEFAULT 0 NOT NULL,
	"rank" integer,
	"active_rank" integer,
	"total_score_change_date" timestamp with time zone,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_course_user_unique" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_task" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"type" "task_type",
	"checker" "task_checker" DEFAULT 'mentor' NOT NULL,
	"task_owner_id" integer,
	"student_start_date" timestamp with time zone NOT NULL,
	"student_end_date" timestamp with time zone NOT NULL,
	"student_registration_start_date" timestamp with time zone,
	"cross_check_end_date" timestamp with time zone,
	"max_score" integer DEFAULT 100 NOT NULL,
	"score_weight" numeric(6, 3) DEFAULT 1 NOT NULL,
	"pairs_count" integer,
	"cross_check_status" "distribution_state" DEFAULT 'initial' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"submit_text" text,
	"validations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" "task_type" NOT NULL,
	"discipline_id" integer,
	"description_url" text,
	"description" text,
	"github_pr_required" boolean DEFAULT false NOT NULL,
	"github_repo_name" text,
	"source_github_repo_url" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_state" ADD CONSTRAINT "login_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_user_connection" ADD CONSTRAINT "notification_user_connection_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_permissions" ADD CONSTRAINT "profile_permissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_user" ADD CONSTRAINT "course_user_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_user" ADD CONSTRAINT "course_user_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_discipline_id_discipline_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."discipline"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_discord_server_id_discord_server_id_fk" FOREIGN KEY ("discord_server_id") REFERENCES "public"."discord_server"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor" ADD CONSTRAINT "mentor_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor" ADD CONSTRAINT "mentor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_mentor_id_mentor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_task" ADD CONSTRAINT "course_task_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_task" ADD CONSTRAINT "course_task_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_task" ADD CONSTRAINT "course_task_task_owner_id_user_id_fk" FOREIGN KEY ("task_owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_discipline_id_discipline_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."discipline"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_state_expires_at_idx" ON "login_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_github_id_prefix_idx" ON "user" USING btree (lower("github_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_first_name_idx" ON "user" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "user_last_name_idx" ON "user" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "user_is_admin_idx" ON "user" USING btree ("is_admin") WHERE "user"."is_admin";--> statement-breakpoint
CREATE INDEX "course_user_user_idx" ON "course_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_start_date_idx" ON "course" USING btree ("start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_completed_planned_idx" ON "course" USING btree ("completed","planned");--> statement-breakpoint
CREATE UNIQUE INDEX "discipline_name_live_unique" ON "discipline" USING btree ("name") WHERE "discipline"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mentor_user_idx" ON "mentor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentor_course_expelled_idx" ON "mentor" USING btree ("course_id","is_expelled");--> statement-breakpoint
CREATE INDEX "student_course_score_idx" ON "student" USING btree ("course_id","total_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "student_course_rank_idx" ON "student" USING btree ("course_id","rank","id");--> statement-breakpoint
CREATE INDEX "student_course_active_rank_idx" ON "student" USING btree ("course_id","active_rank","id") WHERE not "student"."is_expelled";--> statement-breakpoint
CREATE INDEX "student_course_expelled_idx" ON "student" USING btree ("course_id","is_expelled");--> statement-breakpoint
CREATE INDEX "student_mentor_idx" ON "student" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "student_user_idx" ON "student" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_task_course_idx" ON "course_task" USING btree ("course_id","disabled","student_end_date");--> statement-breakpoint
CREATE INDEX "course_task_scheduler_idx" ON "course_task" USING btree ("checker","cross_check_status","student_end_date") WHERE not "course_task"."disabled";--> statement-breakpoint
CREATE INDEX "course_task_owner_idx" ON "course_task" USING btree ("task_owner_id");--> statement-breakpoint
CREATE INDEX "course_task_task_idx" ON "course_task" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_type_idx" ON "task" USING btree ("type");--> statement-breakpoint
CREATE INDEX "task_updated_at_idx" ON "task" USING btree ("updated_at" DESC NULLS LAST);