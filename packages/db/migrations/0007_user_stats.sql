CREATE TABLE "user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"corrected" integer NOT NULL,
	"average" double precision,
	"groups" jsonb NOT NULL,
	"last_graded" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Recomputes one user's aggregates from their stations, exactly as the reads computed them before
-- (the same filters, the same avg over the same rows). The user's row is locked first, so that two
-- transactions refreshing one user run one after the other and the second sees what the first wrote
-- (READ COMMITTED: each statement below takes a new snapshot after the lock). A user being deleted in
-- this transaction is no longer found: nothing to keep (the row goes with the user, ON DELETE CASCADE).
CREATE FUNCTION "user_stats_refresh"(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "users" WHERE "id" = target FOR NO KEY UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	INSERT INTO "user_stats" ("user_id", "corrected", "average", "groups", "last_graded", "updated_at")
	WITH visible AS (
		SELECT t."category_id", t."mode_id", t."scenario_id", t."digitized_grade", t."closed_at"
		FROM "threads" t
		WHERE t."user_id" = target AND t."status" = 'corrected'
			AND (t."circuit_id" IS NULL OR NOT EXISTS (
				SELECT 1 FROM "circuits" c WHERE c."id" = t."circuit_id" AND c."status" IN ('running', 'paused')))
	),
	grouped AS (
		SELECT grouping("category_id", "mode_id", "scenario_id", "month") AS g, "category_id", "mode_id", "scenario_id",
			"month", avg("digitized_grade") AS average, count(*) AS n
		FROM (
			SELECT *, (extract(year from ("closed_at" at time zone 'Europe/Paris'))::int * 12
				+ extract(month from ("closed_at" at time zone 'Europe/Paris'))::int - 1) AS "month"
			FROM visible WHERE "digitized_grade" IS NOT NULL
		) graded
		GROUP BY GROUPING SETS ((), ("category_id"), ("mode_id"), ("scenario_id"), ("month"))
	),
	latest AS (
		SELECT DISTINCT ON ("scenario_id") "scenario_id", "closed_at", "digitized_grade"
		FROM visible ORDER BY "scenario_id", "closed_at" DESC
	)
	SELECT target,
		(SELECT count(*) FROM visible)::int,
		(SELECT avg("digitized_grade") FROM visible),
		coalesce((SELECT jsonb_agg(jsonb_build_object(
			'd', CASE g WHEN 15 THEN 'all' WHEN 7 THEN 'category' WHEN 11 THEN 'mode' WHEN 13 THEN 'scenario' ELSE 'month' END,
			'k', CASE g WHEN 15 THEN NULL WHEN 7 THEN to_jsonb("category_id") WHEN 11 THEN to_jsonb("mode_id")
				WHEN 13 THEN to_jsonb("scenario_id") ELSE to_jsonb("month") END,
			'avg', average, 'n', n)) FROM grouped WHERE average IS NOT NULL), '[]'::jsonb),
		coalesce((SELECT jsonb_object_agg("scenario_id", jsonb_build_array(
			floor(extract(epoch from "closed_at") * 1000)::bigint, "digitized_grade")) FROM latest), '{}'::jsonb),
		now()
	ON CONFLICT ("user_id") DO UPDATE SET "corrected" = excluded."corrected", "average" = excluded."average",
		"groups" = excluded."groups", "last_graded" = excluded."last_graded", "updated_at" = excluded."updated_at";
END
$$;
--> statement-breakpoint
-- Stations inserted or deleted by a statement (one station, a fixture, a bulk load, an account's
-- cascade): each user with a graded one among them, once per statement.
CREATE FUNCTION "user_stats_threads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target uuid;
BEGIN
	FOR target IN SELECT DISTINCT "user_id" FROM changed WHERE "status" = 'corrected' LOOP
		PERFORM "user_stats_refresh"(target);
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "threads_user_stats_insert" AFTER INSERT ON "threads" REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "user_stats_threads_changed"();
--> statement-breakpoint
CREATE TRIGGER "threads_user_stats_delete" AFTER DELETE ON "threads" REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION "user_stats_threads_changed"();
--> statement-breakpoint
-- A station graded (the grading transaction's update), or a graded one changed or moved out of its
-- circuit (circuit_id set null when a circuit is deleted). Updates of stations being played (the clock,
-- every message) do not match the WHEN clause, which PostgreSQL checks without calling the function.
CREATE FUNCTION "user_stats_thread_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_stats_refresh"(NEW."user_id");
	IF OLD."user_id" <> NEW."user_id" THEN
		PERFORM "user_stats_refresh"(OLD."user_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "threads_user_stats_update" AFTER UPDATE ON "threads" FOR EACH ROW
	WHEN ((OLD."status" = 'corrected' OR NEW."status" = 'corrected') AND (
		OLD."status" IS DISTINCT FROM NEW."status" OR OLD."digitized_grade" IS DISTINCT FROM NEW."digitized_grade"
		OR OLD."closed_at" IS DISTINCT FROM NEW."closed_at" OR OLD."circuit_id" IS DISTINCT FROM NEW."circuit_id"
		OR OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."scenario_id" IS DISTINCT FROM NEW."scenario_id"
		OR OLD."mode_id" IS DISTINCT FROM NEW."mode_id" OR OLD."category_id" IS DISTINCT FROM NEW."category_id"))
	EXECUTE FUNCTION "user_stats_thread_updated"();
--> statement-breakpoint
-- A circuit that ends (finished, abandoned) reveals its grades; one played again would hide them.
CREATE FUNCTION "user_stats_circuit_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_stats_refresh"(NEW."user_id");
	IF OLD."user_id" <> NEW."user_id" THEN
		PERFORM "user_stats_refresh"(OLD."user_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "circuits_user_stats_update" AFTER UPDATE ON "circuits" FOR EACH ROW
	WHEN ((OLD."status" IN ('running', 'paused')) IS DISTINCT FROM (NEW."status" IN ('running', 'paused'))
		OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
	EXECUTE FUNCTION "user_stats_circuit_updated"();
--> statement-breakpoint
-- Backfill: every user with a graded station.
SELECT "user_stats_refresh"(u."id") FROM "users" u
	WHERE EXISTS (SELECT 1 FROM "threads" t WHERE t."user_id" = u."id" AND t."status" = 'corrected');
