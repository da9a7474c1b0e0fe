CREATE TABLE "exam_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"exam_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"from" text NOT NULL,
	"channel" text DEFAULT 'patient' NOT NULL,
	"content" text NOT NULL,
	"client_id" uuid,
	"reply_to" uuid,
	"meta" jsonb,
	"reported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"content" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scenario_id" text NOT NULL,
	"mode_id" text NOT NULL,
	"category_id" text NOT NULL,
	"status" text DEFAULT 'start' NOT NULL,
	"step" text DEFAULT 'introduction' NOT NULL,
	"remaining_ms" integer NOT NULL,
	"timer_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diagnosis" text,
	"grade" jsonb,
	"digitized_grade" real,
	"xp_awarded" integer,
	"closed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_requests" ADD CONSTRAINT "exam_requests_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_requests_thread_exam_key" ON "exam_requests" USING btree ("thread_id","exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_thread_seq_key" ON "messages" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_thread_client_key" ON "messages" USING btree ("thread_id","client_id");--> statement-breakpoint
CREATE INDEX "observations_thread_idx" ON "observations" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "observations_thread_client_key" ON "observations" USING btree ("thread_id","client_id");--> statement-breakpoint
CREATE INDEX "threads_user_open_idx" ON "threads" USING btree ("user_id","updated_at") WHERE "threads"."status" <> 'corrected';--> statement-breakpoint
CREATE INDEX "threads_user_closed_idx" ON "threads" USING btree ("user_id","closed_at") WHERE "threads"."status" = 'corrected';--> statement-breakpoint
CREATE INDEX "threads_user_scenario_idx" ON "threads" USING btree ("user_id","scenario_id");