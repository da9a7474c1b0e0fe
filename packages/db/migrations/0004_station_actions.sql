CREATE TABLE "station_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"label" text NOT NULL,
	"at_ms" integer NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_actions" ADD CONSTRAINT "station_actions_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "station_actions_thread_seq_key" ON "station_actions" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "station_actions_thread_client_key" ON "station_actions" USING btree ("thread_id","client_id");