CREATE TABLE "challenge_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scenario_ids" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"mean_grade" real,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "circuit_id" uuid;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "circuit_position" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "voice_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pseudonym" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ranking_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "challenge_completions" ADD CONSTRAINT "challenge_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_completions_user_week_key" ON "challenge_completions" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "circuits_user_created_idx" ON "circuits" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "threads_circuit_idx" ON "threads" USING btree ("circuit_id") WHERE "threads"."circuit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_pseudonym_key" ON "users" USING btree (lower("pseudonym"));