CREATE TYPE "public"."course_role" AS ENUM('taskOwner', 'manager', 'supervisor', 'student', 'mentor', 'dementor', 'activist');--> statement-breakpoint
CREATE TABLE "user_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"roles" "course_role"[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_name_unique" UNIQUE("name")
);
