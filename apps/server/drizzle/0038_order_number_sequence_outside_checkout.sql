-- Issue 23 item 4: a year's first checkouts made its sequence inside their own transactions, so each of them held
-- the year's advisory lock until it committed and every concurrent checkout queued behind it (89 % of the busy
-- backends of a fresh database at 16 buyers waited on Lock/advisory). The sequence is now made on its own, in a
-- short transaction of its own that the checkout runs first (ensure_order_number_sequence); next_order_number
-- still makes it itself when a caller did not, as before.
CREATE FUNCTION "ensure_order_number_sequence"("order_year" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "sequence_name" text := 'order_numbers_' || "order_year";
BEGIN
  IF to_regclass("sequence_name") IS NULL THEN
    -- Concurrent first orders queue on the year's lock; a later one's IF NOT EXISTS finds the sequence the first
    -- committed.
    PERFORM pg_advisory_xact_lock(7411, "order_year");
    EXECUTE format(
      'CREATE SEQUENCE IF NOT EXISTS %I START WITH %s',
      "sequence_name",
      1 + coalesce(
        (SELECT max(substring("uid" from 9)::bigint) FROM "orders"
          WHERE "uid" ~ ('^LV-' || "order_year" || '-[0-9]+$')),
        0
      )
    );
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "next_order_number"("order_year" integer) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ensure_order_number_sequence("order_year");
  RETURN nextval('order_numbers_' || "order_year");
END
$$;
