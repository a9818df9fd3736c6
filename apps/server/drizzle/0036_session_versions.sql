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
-- A new token ends no session; a token replaced (a sign-in again on the same client) or deleted does. Per row for
-- updates: a sign-in's upsert fires statement-level UPDATE triggers even when it only inserts, and would end every
-- process's kept sessions at each sign-in.
CREATE TRIGGER "auth_tokens_bump_session_version" AFTER DELETE OR TRUNCATE
  ON "auth_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_replaced_bump_session_version" AFTER UPDATE
  ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "users_bump_session_version" AFTER UPDATE OR DELETE OR TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "team_members_bump_session_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "companies_bump_session_version" AFTER UPDATE OF "plan" OR DELETE OR TRUNCATE
  ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
-- A session carries the country of the user's default shipping address (saved products say where they ship).
CREATE TRIGGER "addresses_bump_session_version" AFTER UPDATE OF "country", "company_id" OR DELETE OR TRUNCATE
  ON "addresses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();
