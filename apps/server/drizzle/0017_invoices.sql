CREATE TABLE "invoice_credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_credit_notes_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoice_credit_notes_amount_positive" CHECK ("invoice_credit_notes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_numbers_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text,
	"reference" text,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"bill_to" jsonb,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"subtotal" integer NOT NULL,
	"total_surcharge" integer NOT NULL,
	"discount" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"additional_fees" integer NOT NULL,
	"gst_rate" integer NOT NULL,
	"gst" integer NOT NULL,
	"total" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"credited" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by_id" integer,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_not_overpaid" CHECK ("invoices"."paid" >= 0 and "invoices"."credited" >= 0 and "invoices"."paid" + "invoices"."credited" <= "invoices"."total")
);
--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_credit_notes" ADD CONSTRAINT "invoice_credit_notes_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_id_users_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_credit_notes_invoice_idx" ON "invoice_credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
-- Backfill: every order the provider approved before the ledger existed (and did not cancel) gets its invoice,
-- numbered per year of approval in approval order, due 3 days after approval, lines snapshotted from the order.
INSERT INTO "invoices" ("number", "order_id", "company_id", "bill_to", "lines", "currency", "currency_symbol",
  "subtotal", "total_surcharge", "discount", "shipping_fee", "additional_fees", "gst_rate", "gst", "total",
  "issued_at", "due_at")
SELECT 'INV-' || n.year || '-' || lpad(n.seq::text, greatest(6, length(n.seq::text)), '0'), n.id, n.company_id,
  coalesce(n.bill_address, '{}'::jsonb) || jsonb_build_object('company_name', c.name),
  (SELECT coalesce(jsonb_agg(jsonb_build_object('title', oi.title, 'apparel_color', oi.apparel_color,
      'qtys', (SELECT coalesce(string_agg(q.key || ': ' || q.value, ', '), '') FROM jsonb_each_text(oi.qty_options) q
        WHERE q.value::numeric > 0),
      'quantity', oi.total_qty, 'unit_price', oi.unit_price, 'surcharge', oi.surcharge, 'amount', oi.amount)
      ORDER BY oi.id), '[]'::jsonb)
    FROM "order_items" oi WHERE oi.order_id = n.id),
  n.currency, n.currency_symbol, n.subtotal, n.total_surcharge, n.discount, n.shipping_fee, n.additional_fees,
  n.gst_rate, n.gst, n.total, n.approved_at, n.approved_at + interval '3 days'
FROM (
  SELECT o.*, extract(year FROM o.approved_at AT TIME ZONE 'UTC')::int AS year,
    row_number() OVER (PARTITION BY extract(year FROM o.approved_at AT TIME ZONE 'UTC') ORDER BY o.approved_at, o.id) AS seq
  FROM "orders" o
  WHERE o.approved_at IS NOT NULL AND o.order_status <> 'order_cancelled'
) n JOIN "companies" c ON c.id = n.company_id;
--> statement-breakpoint
INSERT INTO "invoice_numbers" ("year", "last")
SELECT extract(year FROM "issued_at" AT TIME ZONE 'UTC')::int, count(*)::int FROM "invoices" GROUP BY 1;
