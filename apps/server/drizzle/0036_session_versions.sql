-- Decision (issue 23): each process keeps the sessions it read for a few seconds and trusts one while the 'sessions'
-- version it read is unchanged. Statement triggers add one in the writing transaction whatever wrote (sign-out,
-- password change or reset, a role or profile change, a removed user, a team joined or left, a plan change, the
-- country of an address changed), so a request in any process that reads the version after the commit reads the
-- session again.
INSERT INTO "reference_versions" ("table_name") VALUES ('sessions');--> statement-breakpoint
CREATE FUNCTION "bump_session_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_versions" SET "version" = "version" + 1 WHERE "table_name" = 'sessions';
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Per row, and only for a row that changed: a statement that touches no row (a refused call's update of another
-- company's address, a sign-out of a token already gone) writes nothing, not even a version. A new token ends no
-- session; a token replaced (a sign-in again on the same client) or deleted does.
CREATE TRIGGER "auth_tokens_bump_session_version" AFTER UPDATE OR DELETE
  ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_truncated_bump_session_version" AFTER TRUNCATE
  ON "auth_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "users_changed_bump_session_version" AFTER UPDATE
  ON "users" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "users_deleted_bump_session_version" AFTER DELETE
  ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "users_truncated_bump_session_version" AFTER TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "team_members_bump_session_version" AFTER INSERT OR UPDATE OR DELETE
  ON "team_members" FOR EACH ROW EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "team_members_truncated_bump_session_version" AFTER TRUNCATE
  ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "companies_plan_bump_session_version" AFTER UPDATE OF "plan"
  ON "companies" FOR EACH ROW WHEN (OLD."plan" IS DISTINCT FROM NEW."plan")
  EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "companies_deleted_bump_session_version" AFTER DELETE
  ON "companies" FOR EACH ROW EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "companies_truncated_bump_session_version" AFTER TRUNCATE
  ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
-- A session carries the country of the user's default shipping address (saved products say where they ship).
CREATE TRIGGER "addresses_moved_bump_session_version" AFTER UPDATE OF "country", "company_id"
  ON "addresses" FOR EACH ROW
  WHEN (OLD."country" IS DISTINCT FROM NEW."country" OR OLD."company_id" IS DISTINCT FROM NEW."company_id")
  EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "addresses_deleted_bump_session_version" AFTER DELETE
  ON "addresses" FOR EACH ROW EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "addresses_truncated_bump_session_version" AFTER TRUNCATE
  ON "addresses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();
