-- A shared link's openings are counted per link and hour (decision 157): a loop of requests raises a count
-- instead of adding rows. Openings logged before are folded into their hour, each row keeping its latest.
ALTER TABLE "order_share_link_views" ADD COLUMN "hour_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_share_link_views" ADD COLUMN "view_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "order_share_link_views"
SET "hour_start" = date_trunc('hour', "viewed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';--> statement-breakpoint
UPDATE "order_share_link_views" AS "kept"
SET "view_count" = "hour"."openings", "viewed_at" = "hour"."latest"
FROM (
	SELECT min("id") AS "id", count(*)::integer AS "openings", max("viewed_at") AS "latest"
	FROM "order_share_link_views"
	GROUP BY "link_id", "hour_start"
) AS "hour"
WHERE "kept"."id" = "hour"."id";--> statement-breakpoint
DELETE FROM "order_share_link_views" AS "extra"
WHERE EXISTS (
	SELECT 1 FROM "order_share_link_views" AS "kept"
	WHERE "kept"."link_id" = "extra"."link_id" AND "kept"."hour_start" = "extra"."hour_start" AND "kept"."id" < "extra"."id"
);--> statement-breakpoint
ALTER TABLE "order_share_link_views" ALTER COLUMN "hour_start" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_share_link_views_link_hour_idx" ON "order_share_link_views" USING btree ("link_id","hour_start");
