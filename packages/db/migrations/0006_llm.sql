CREATE TABLE "llm_usage" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"fallbacks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "llm_tokens" integer;--> statement-breakpoint
ALTER TABLE "llm_usage" ADD CONSTRAINT "llm_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "llm_usage_user_day_key" ON "llm_usage" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "llm_usage_day_idx" ON "llm_usage" USING btree ("day");--> statement-breakpoint
CREATE INDEX "messages_llm_recent_idx" ON "messages" USING btree ("created_at") WHERE "messages"."llm_tokens" is not null;