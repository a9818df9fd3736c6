CREATE TABLE "conversation_read_counts" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_read_counts_user_id_company_id_team_id_pk" PRIMARY KEY("user_id","company_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_team_counts" (
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"customer_messages" integer DEFAULT 0 NOT NULL,
	"provider_messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_team_counts_company_id_team_id_pk" PRIMARY KEY("company_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "order_conversation_figures" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"customer_messages" integer DEFAULT 0 NOT NULL,
	"provider_messages" integer DEFAULT 0 NOT NULL,
	"newest_customer_message_id" integer,
	"newest_provider_message_id" integer
);
--> statement-breakpoint
ALTER TABLE "order_conversation_reads" ADD COLUMN "company_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_conversation_reads" ADD COLUMN "team_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_conversation_reads" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_read_counts" ADD CONSTRAINT "conversation_read_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_team_counts" ADD CONSTRAINT "conversation_team_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_conversation_figures" ADD CONSTRAINT "order_conversation_figures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_conversation_figures_customer_newest_idx" ON "order_conversation_figures" USING btree ("newest_customer_message_id" DESC NULLS LAST) WHERE "order_conversation_figures"."newest_customer_message_id" is not null;--> statement-breakpoint
CREATE INDEX "order_conversation_figures_company_provider_newest_idx" ON "order_conversation_figures" USING btree ("company_id","newest_provider_message_id" DESC NULLS LAST) WHERE "order_conversation_figures"."newest_provider_message_id" is not null;--> statement-breakpoint
-- Issue 23: the unread badge (GET /api/conversations/unread) counted every message the caller may see, reading
-- order_messages and users whole at 1M orders. The database now keeps, in the writing transaction, each order's
-- messages per side and the newest of each, their sums per team, and for every read marker the other side's
-- messages it covers, summed per user and team: a user's unread total is the team sums less their read sums, and
-- the orders shown are the newest ones whose other side's newest message is past the user's marker.
-- Each trigger writes from its own row's values (OLD and NEW), so a cascade deleting an order's messages, markers
-- and figures in any order leaves every sum right. Messages do not move between orders; a user's role is fixed.
CREATE FUNCTION "conversation_side_of"(author integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT "role" FROM "users" WHERE "id" = author
$$;--> statement-breakpoint
CREATE FUNCTION "keep_order_conversation_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    side := "conversation_side_of"(NEW."user_id");
    INSERT INTO "order_conversation_figures" AS f ("order_id", "company_id", "team_id", "customer_messages",
        "provider_messages", "newest_customer_message_id", "newest_provider_message_id")
      SELECT o."id", o."company_id", o."team_id",
        CASE WHEN side = 'provider' THEN 0 ELSE 1 END, CASE WHEN side = 'provider' THEN 1 ELSE 0 END,
        CASE WHEN side = 'provider' THEN NULL ELSE NEW."id" END, CASE WHEN side = 'provider' THEN NEW."id" END
      FROM "orders" o WHERE o."id" = NEW."order_id"
      ON CONFLICT ("order_id") DO UPDATE SET
        "customer_messages" = f."customer_messages" + excluded."customer_messages",
        "provider_messages" = f."provider_messages" + excluded."provider_messages",
        "newest_customer_message_id" = greatest(f."newest_customer_message_id", excluded."newest_customer_message_id"),
        "newest_provider_message_id" = greatest(f."newest_provider_message_id", excluded."newest_provider_message_id");
    -- A marker already past it (a message committed after a later one was read) covers it.
    UPDATE "order_conversation_reads" r SET "read_count" = r."read_count" + 1
      WHERE r."order_id" = NEW."order_id" AND r."last_read_message_id" >= NEW."id"
        AND "conversation_side_of"(r."user_id") <> side;
  ELSE
    side := "conversation_side_of"(OLD."user_id");
    UPDATE "order_conversation_figures" f SET
        "customer_messages" = f."customer_messages" - CASE WHEN side = 'provider' THEN 0 ELSE 1 END,
        "provider_messages" = f."provider_messages" - CASE WHEN side = 'provider' THEN 1 ELSE 0 END,
        "newest_customer_message_id" = CASE WHEN side = 'provider' THEN f."newest_customer_message_id" ELSE
          (SELECT max(m."id") FROM "order_messages" m
            WHERE m."order_id" = OLD."order_id" AND "conversation_side_of"(m."user_id") <> 'provider') END,
        "newest_provider_message_id" = CASE WHEN side <> 'provider' THEN f."newest_provider_message_id" ELSE
          (SELECT max(m."id") FROM "order_messages" m
            WHERE m."order_id" = OLD."order_id" AND "conversation_side_of"(m."user_id") = 'provider') END
      WHERE f."order_id" = OLD."order_id";
    UPDATE "order_conversation_reads" r SET "read_count" = r."read_count" - 1
      WHERE r."order_id" = OLD."order_id" AND r."last_read_message_id" >= OLD."id"
        AND "conversation_side_of"(r."user_id") <> side;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_conversation_team_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "conversation_team_counts" SET "customer_messages" = "customer_messages" - OLD."customer_messages",
        "provider_messages" = "provider_messages" - OLD."provider_messages"
      WHERE "company_id" = OLD."company_id" AND "team_id" = OLD."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "conversation_team_counts" AS c ("company_id", "team_id", "customer_messages", "provider_messages")
      VALUES (NEW."company_id", NEW."team_id", NEW."customer_messages", NEW."provider_messages")
      ON CONFLICT ("company_id", "team_id") DO UPDATE SET
        "customer_messages" = c."customer_messages" + excluded."customer_messages",
        "provider_messages" = c."provider_messages" + excluded."provider_messages";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A marker set or moved: its order's company and team, and the other side's messages it covers (one order's).
CREATE FUNCTION "measure_conversation_read"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT o."company_id", o."team_id" INTO NEW."company_id", NEW."team_id" FROM "orders" o WHERE o."id" = NEW."order_id";
  END IF;
  NEW."read_count" := (SELECT count(*) FROM "order_messages" m
    WHERE m."order_id" = NEW."order_id" AND m."id" <= NEW."last_read_message_id"
      AND "conversation_side_of"(m."user_id") <> "conversation_side_of"(NEW."user_id"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_conversation_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "conversation_read_counts" SET "count" = "count" - OLD."read_count"
      WHERE "user_id" = OLD."user_id" AND "company_id" = OLD."company_id" AND "team_id" = OLD."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "conversation_read_counts" AS c ("user_id", "company_id", "team_id", "count")
      VALUES (NEW."user_id", NEW."company_id", NEW."team_id", NEW."read_count")
      ON CONFLICT ("user_id", "company_id", "team_id") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An order moved to another team or company takes its figures and markers along.
CREATE FUNCTION "move_order_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."company_id" = NEW."company_id" AND OLD."team_id" = NEW."team_id" THEN
    RETURN NULL;
  END IF;
  UPDATE "order_conversation_figures" SET "company_id" = NEW."company_id", "team_id" = NEW."team_id"
    WHERE "order_id" = NEW."id";
  UPDATE "order_conversation_reads" SET "company_id" = NEW."company_id", "team_id" = NEW."team_id"
    WHERE "order_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "order_conversation_figures" ("order_id", "company_id", "team_id", "customer_messages",
    "provider_messages", "newest_customer_message_id", "newest_provider_message_id")
  SELECT o."id", o."company_id", o."team_id",
    count(*) FILTER (WHERE u."role" <> 'provider'), count(*) FILTER (WHERE u."role" = 'provider'),
    max(m."id") FILTER (WHERE u."role" <> 'provider'), max(m."id") FILTER (WHERE u."role" = 'provider')
  FROM "order_messages" m JOIN "orders" o ON o."id" = m."order_id" JOIN "users" u ON u."id" = m."user_id"
  GROUP BY o."id";--> statement-breakpoint
INSERT INTO "conversation_team_counts" ("company_id", "team_id", "customer_messages", "provider_messages")
  SELECT "company_id", "team_id", sum("customer_messages"), sum("provider_messages")
  FROM "order_conversation_figures" GROUP BY 1, 2;--> statement-breakpoint
UPDATE "order_conversation_reads" r SET "company_id" = o."company_id", "team_id" = o."team_id",
    "read_count" = (SELECT count(*) FROM "order_messages" m JOIN "users" a ON a."id" = m."user_id"
      WHERE m."order_id" = r."order_id" AND m."id" <= r."last_read_message_id" AND a."role" <> reader."role")
  FROM "orders" o, "users" reader WHERE o."id" = r."order_id" AND reader."id" = r."user_id";--> statement-breakpoint
INSERT INTO "conversation_read_counts" ("user_id", "company_id", "team_id", "count")
  SELECT "user_id", "company_id", "team_id", sum("read_count") FROM "order_conversation_reads" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER "order_messages_keep_figures" AFTER INSERT OR DELETE ON "order_messages"
  FOR EACH ROW EXECUTE FUNCTION "keep_order_conversation_figures"();--> statement-breakpoint
CREATE TRIGGER "order_conversation_figures_count_teams" AFTER INSERT OR DELETE OR UPDATE
  ON "order_conversation_figures" FOR EACH ROW EXECUTE FUNCTION "count_conversation_team_messages"();--> statement-breakpoint
CREATE TRIGGER "order_conversation_reads_measure" BEFORE INSERT OR UPDATE OF "last_read_message_id"
  ON "order_conversation_reads" FOR EACH ROW EXECUTE FUNCTION "measure_conversation_read"();--> statement-breakpoint
CREATE TRIGGER "order_conversation_reads_count" AFTER INSERT OR DELETE OR UPDATE
  ON "order_conversation_reads" FOR EACH ROW EXECUTE FUNCTION "count_conversation_reads"();--> statement-breakpoint
CREATE TRIGGER "orders_move_conversation" AFTER UPDATE OF "company_id", "team_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "move_order_conversation"();
--> statement-breakpoint
-- The backfill above filled new tables: give the planner their statistics now, not at autovacuum's next pass (on the
-- generated data the unread badge's plan without them read 2,575 figure rows a request instead of walking the index).
ANALYZE "order_conversation_figures", "conversation_team_counts", "conversation_read_counts", "order_conversation_reads";
