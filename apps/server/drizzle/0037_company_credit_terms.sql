-- Credit terms per company (issue 25 item 6): the provider sets when its invoices fall due and how much it may
-- owe. Every existing company keeps 'immediate', the spec's 3-day window, so nothing due today moves.
ALTER TABLE "companies" ADD COLUMN "payment_terms" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_limit" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payment_terms_known" CHECK ("companies"."payment_terms" in ('immediate', 'net_7', 'net_30', 'net_60'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_credit_limit_not_negative" CHECK ("companies"."credit_limit" >= 0);