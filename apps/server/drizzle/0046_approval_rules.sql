CREATE TABLE "approval_finance_approvers" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "approval_finance_approvers_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"condition" text NOT NULL,
	"amount_cents" integer,
	"team_id" integer,
	"cost_center" text,
	"level" integer NOT NULL,
	"approver_kind" text NOT NULL,
	"approver_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_level_range" CHECK ("approval_rules"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"order_id" integer NOT NULL,
	"level" integer NOT NULL,
	"approvers" jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_id" integer,
	CONSTRAINT "order_approvals_order_id_level_pk" PRIMARY KEY("order_id","level")
);
--> statement-breakpoint
ALTER TABLE "approval_finance_approvers" ADD CONSTRAINT "approval_finance_approvers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_finance_approvers" ADD CONSTRAINT "approval_finance_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_rules_company_idx" ON "approval_rules" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "order_approvals_waiting_idx" ON "order_approvals" USING btree ("order_id","level") WHERE "order_approvals"."approved_at" is null;--> statement-breakpoint
-- The spec's simple setting becomes the simplest rule set: one level-1 rule approved by the team's persons in charge.
INSERT INTO "approval_rules" ("company_id", "position", "condition", "amount_cents", "level", "approver_kind")
SELECT "id", 1,
  CASE "order_approval_rule" WHEN 'member_orders' THEN 'member_orders' ELSE 'amount_over' END,
  CASE "order_approval_rule" WHEN 'above_amount' THEN "order_approval_threshold" END,
  1, 'team_persons_in_charge'
FROM "companies"
WHERE "order_approval_rule" = 'member_orders'
  OR ("order_approval_rule" = 'above_amount' AND "order_approval_threshold" IS NOT NULL);--> statement-breakpoint
-- Orders already waiting wait for that one level.
INSERT INTO "order_approvals" ("order_id", "level", "approvers")
SELECT "id", 1, '[{"kind":"team_persons_in_charge"}]'::jsonb FROM "orders" WHERE "order_approval_needed";
--> statement-breakpoint
-- The checkout caches a company's rules under the companies' version (decision 164): any write of them, a team's
-- removal included (it takes its rules), moves that version.
CREATE FUNCTION "bump_companies_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_versions" SET "version" = "version" + 1 WHERE "table_name" = 'companies';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "approval_rules_bump_companies_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "approval_rules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_companies_reference_version"();--> statement-breakpoint
CREATE TRIGGER "approval_finance_approvers_bump_companies_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "approval_finance_approvers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_companies_reference_version"();
--> statement-breakpoint
-- The companies' simple setting stays writable as it was (the seed, tools, psql): whatever writes it, the rules
-- follow (replaced by the one rule it stands for). The settings calls write the rules themselves.
CREATE FUNCTION "approval_rules_follow_simple_setting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "approval_rules" WHERE "company_id" = NEW."id";
  IF NEW."order_approval_rule" = 'member_orders'
    OR (NEW."order_approval_rule" = 'above_amount' AND NEW."order_approval_threshold" IS NOT NULL) THEN
    INSERT INTO "approval_rules" ("company_id", "position", "condition", "amount_cents", "level", "approver_kind")
    VALUES (
      NEW."id", 1,
      CASE NEW."order_approval_rule" WHEN 'member_orders' THEN 'member_orders' ELSE 'amount_over' END,
      CASE NEW."order_approval_rule" WHEN 'above_amount' THEN NEW."order_approval_threshold" END,
      1, 'team_persons_in_charge'
    );
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_simple_setting_writes_rules" AFTER INSERT ON "companies" FOR EACH ROW
  WHEN (NEW."order_approval_rule" <> 'never') EXECUTE FUNCTION "approval_rules_follow_simple_setting"();--> statement-breakpoint
CREATE TRIGGER "companies_simple_setting_rewrites_rules" AFTER UPDATE OF "order_approval_rule", "order_approval_threshold"
  ON "companies" FOR EACH ROW
  WHEN (OLD."order_approval_rule" IS DISTINCT FROM NEW."order_approval_rule"
    OR OLD."order_approval_threshold" IS DISTINCT FROM NEW."order_approval_threshold")
  EXECUTE FUNCTION "approval_rules_follow_simple_setting"();
