-- Requests for more entitlement (issue 25 item 3): one employee, one allocation line (items) or the allowance
-- (cents), with a reason; waiting until a person in charge approves or refuses it. An approved one records the
-- programme year it raises. Nothing existing changes.
CREATE TABLE "entitlement_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"entitlement_line_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"requested_by_id" integer,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"period_start" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlement_requests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "entitlement_requests_status_known" CHECK ("entitlement_requests"."status" in ('waiting', 'approved', 'refused')),
	CONSTRAINT "entitlement_requests_one_increase" CHECK ("entitlement_requests"."quantity" >= 0 and "entitlement_requests"."amount_cents" >= 0 and ("entitlement_requests"."quantity" > 0) <> ("entitlement_requests"."amount_cents" > 0)),
	CONSTRAINT "entitlement_requests_approved_has_year" CHECK (("entitlement_requests"."status" = 'approved') = ("entitlement_requests"."period_start" is not null))
);
--> statement-breakpoint
ALTER TABLE "entitlement_requests" ADD CONSTRAINT "entitlement_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_requests" ADD CONSTRAINT "entitlement_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_requests" ADD CONSTRAINT "entitlement_requests_entitlement_line_id_entitlement_lines_id_fk" FOREIGN KEY ("entitlement_line_id") REFERENCES "public"."entitlement_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_requests" ADD CONSTRAINT "entitlement_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_requests" ADD CONSTRAINT "entitlement_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlement_requests_company_idx" ON "entitlement_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entitlement_requests_employee_period_idx" ON "entitlement_requests" USING btree ("employee_id","period_start") WHERE "entitlement_requests"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "entitlement_requests_line_idx" ON "entitlement_requests" USING btree ("entitlement_line_id");