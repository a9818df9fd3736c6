CREATE TABLE "recurring_order_runs" (
	"schedule_id" integer NOT NULL,
	"run_on" date NOT NULL,
	"order_id" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_order_runs_schedule_id_run_on_pk" PRIMARY KEY("schedule_id","run_on")
);
--> statement-breakpoint
CREATE TABLE "recurring_order_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"frequency" integer NOT NULL,
	"days" jsonb NOT NULL,
	"starts_after" date NOT NULL,
	"settled_through" date NOT NULL,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recurring_order_uid" text;--> statement-breakpoint
ALTER TABLE "recurring_order_runs" ADD CONSTRAINT "recurring_order_runs_schedule_id_recurring_order_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_order_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_runs" ADD CONSTRAINT "recurring_order_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_schedules" ADD CONSTRAINT "recurring_order_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_schedules" ADD CONSTRAINT "recurring_order_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_schedules" ADD CONSTRAINT "recurring_order_schedules_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_order_schedules_company_idx" ON "recurring_order_schedules" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_order_schedules_settled_idx" ON "recurring_order_schedules" USING btree ("settled_through");