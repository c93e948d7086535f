CREATE TABLE "certificate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"issued_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "certificate_student_id_unique" UNIQUE("student_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_registry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentor_registry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"prefered_courses" integer[] DEFAULT '{}' NOT NULL,
	"preselected_courses" integer[] DEFAULT '{}' NOT NULL,
	"technical_mentoring" text[] DEFAULT '{}' NOT NULL,
	"languages_mentoring" "language"[] DEFAULT '{}' NOT NULL,
	"max_students_limit" integer NOT NULL,
	"prefered_students_location" "location_scope" DEFAULT 'any' NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"comment" text,
	"received_date" timestamp with time zone DEFAULT now() NOT NULL,
	"send_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_registry_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_issued_by_id_user_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_registry" ADD CONSTRAINT "mentor_registry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_issued_by_idx" ON "certificate" USING btree ("issued_by_id");--> statement-breakpoint
CREATE INDEX "mentor_registry_prefered_courses_idx" ON "mentor_registry" USING gin ("prefered_courses");--> statement-breakpoint
CREATE INDEX "mentor_registry_preselected_courses_idx" ON "mentor_registry" USING gin ("preselected_courses");--> statement-breakpoint
CREATE INDEX "mentor_registry_technical_mentoring_idx" ON "mentor_registry" USING gin ("technical_mentoring");--> statement-breakpoint
CREATE INDEX "mentor_registry_canceled_received_idx" ON "mentor_registry" USING btree ("canceled","received_date" DESC NULLS LAST);