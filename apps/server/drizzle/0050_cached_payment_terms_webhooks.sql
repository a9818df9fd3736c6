-- Issue 23 item 4: a checkout reads a company's payment terms and the webhook endpoints an order reaches from the
-- process's cache (decision 164) instead of two statements. A change of either bumps a version in the writing
-- transaction, as for the other reference tables.
--
-- Payment terms join the approval rule among the companies' cached columns (a new company or a new name still
-- changes nothing cached).
CREATE TRIGGER "companies_payment_terms_bump_reference_version" AFTER UPDATE OF "payment_terms"
  ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
-- Endpoints: what decides who hears of an event (enabled, events, company). A delivery's bookkeeping on the
-- endpoint (failing since, last status) changes nothing cached, so deliveries never queue on the version row.
INSERT INTO "reference_versions" ("table_name") VALUES ('webhook_endpoints') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_bump_reference_version" AFTER INSERT OR DELETE OR TRUNCATE
  ON "webhook_endpoints" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "webhook_endpoints_update_bumps_reference_version" AFTER UPDATE OF "is_enabled", "events", "company_id"
  ON "webhook_endpoints" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
