CREATE TABLE "team_budgets" (
	"team_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" bigint,
	"set_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_budgets_team_id_period_start_pk" PRIMARY KEY("team_id","period_start"),
	CONSTRAINT "team_budgets_amount" CHECK ("team_budgets"."amount_cents" between 0 and 100000000000)
);
--> statement-breakpoint
ALTER TABLE "team_budgets" ADD CONSTRAINT "team_budgets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_budgets" ADD CONSTRAINT "team_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_budgets" ADD CONSTRAINT "team_budgets_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "team_day_spend" (
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"day" date NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_day_spend_company_id_team_id_day_pk" PRIMARY KEY("company_id","team_id","day")
);
--> statement-breakpoint
-- Issue 25 item 5: a team's spend this programme year is the total of its orders placed in the year and counted
-- by the domain's BUDGET_SPEND_STATUSES (Pending onward, not cancelled). Adding a year of a large team's orders at
-- every checkout and overview would read each order; the database keeps the sum per team and UTC day instead, per
-- changed row and in the writing transaction (the pattern of 0042), so every way an order is written, moved,
-- cancelled or deleted counts once. A year on the provider's calendar reads at most 366 day rows plus the orders
-- of the two UTC days it starts and ends inside. The status list is the domain's; a test checks they agree.
CREATE FUNCTION "keep_team_day_spend"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text[] := ARRAY['order_pending', 'order_approved', 'order_processed', 'order_in_progress', 'order_ready',
    'order_partly_shipped', 'order_shipped', 'order_completed'];
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."company_id" = NEW."company_id" AND OLD."team_id" = NEW."team_id"
    AND OLD."created_at" = NEW."created_at" AND OLD."total" = NEW."total"
    AND (OLD."order_status" = ANY (counted)) = (NEW."order_status" = ANY (counted)) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."order_status" = ANY (counted) THEN
    UPDATE "team_day_spend" SET "spent_cents" = "spent_cents" - OLD."total"
      WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id"
        AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."order_status" = ANY (counted) THEN
    INSERT INTO "team_day_spend" ("company_id", "team_id", "day", "spent_cents")
      VALUES (NEW."company_id", NEW."team_id", (NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."total")
      ON CONFLICT ("company_id", "team_id", "day")
        DO UPDATE SET "spent_cents" = "team_day_spend"."spent_cents" + EXCLUDED."spent_cents";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_keep_team_day_spend"
  AFTER INSERT OR DELETE OR UPDATE OF "company_id", "team_id", "created_at", "order_status", "total"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "keep_team_day_spend"();--> statement-breakpoint
INSERT INTO "team_day_spend" ("company_id", "team_id", "day", "spent_cents")
  SELECT "company_id", "team_id", ("created_at" AT TIME ZONE 'UTC')::date, sum("total")
  FROM "orders"
  WHERE "order_status" IN ('order_pending', 'order_approved', 'order_processed', 'order_in_progress', 'order_ready',
    'order_partly_shipped', 'order_shipped', 'order_completed')
  GROUP BY 1, 2, 3;--> statement-breakpoint
ANALYZE "team_day_spend";
