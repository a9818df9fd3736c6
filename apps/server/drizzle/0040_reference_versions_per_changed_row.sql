-- Per row, and only for a row that changed, as the session versions are (0036): a statement that touches no row (a
-- refused delete of an id that is not there) writes nothing, not even a version; the security battery's fuzz found
-- one (DELETE /api/admin/shipping_services/0x10: 404, version raised).
DROP TRIGGER "finishing_methods_bump_reference_version" ON "finishing_methods";--> statement-breakpoint
CREATE TRIGGER "finishing_methods_written_bump_reference_version" AFTER INSERT OR DELETE
  ON "finishing_methods" FOR EACH ROW EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "finishing_methods_changed_bump_reference_version" AFTER UPDATE
  ON "finishing_methods" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "finishing_methods_truncated_bump_reference_version" AFTER TRUNCATE
  ON "finishing_methods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
DROP TRIGGER "products_bump_reference_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_written_bump_reference_version" AFTER INSERT OR DELETE
  ON "products" FOR EACH ROW EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "products_changed_bump_reference_version" AFTER UPDATE
  ON "products" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "products_truncated_bump_reference_version" AFTER TRUNCATE
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
DROP TRIGGER "provider_settings_bump_reference_version" ON "provider_settings";--> statement-breakpoint
CREATE TRIGGER "provider_settings_written_bump_reference_version" AFTER INSERT OR DELETE
  ON "provider_settings" FOR EACH ROW EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "provider_settings_changed_bump_reference_version" AFTER UPDATE
  ON "provider_settings" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "provider_settings_truncated_bump_reference_version" AFTER TRUNCATE
  ON "provider_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
DROP TRIGGER "shipping_services_bump_reference_version" ON "shipping_services";--> statement-breakpoint
CREATE TRIGGER "shipping_services_written_bump_reference_version" AFTER INSERT OR DELETE
  ON "shipping_services" FOR EACH ROW EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_services_changed_bump_reference_version" AFTER UPDATE
  ON "shipping_services" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "shipping_services_truncated_bump_reference_version" AFTER TRUNCATE
  ON "shipping_services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
DROP TRIGGER "tax_rates_bump_reference_version" ON "tax_rates";--> statement-breakpoint
CREATE TRIGGER "tax_rates_written_bump_reference_version" AFTER INSERT OR DELETE
  ON "tax_rates" FOR EACH ROW EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "tax_rates_changed_bump_reference_version" AFTER UPDATE
  ON "tax_rates" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "tax_rates_truncated_bump_reference_version" AFTER TRUNCATE
  ON "tax_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
DROP TRIGGER "companies_bump_reference_version" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_rule_bump_reference_version" AFTER UPDATE OF "order_approval_rule", "order_approval_threshold"
  ON "companies" FOR EACH ROW
  WHEN (OLD."order_approval_rule" IS DISTINCT FROM NEW."order_approval_rule"
    OR OLD."order_approval_threshold" IS DISTINCT FROM NEW."order_approval_threshold")
  EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "companies_deleted_bump_reference_version" AFTER DELETE
  ON "companies" FOR EACH ROW EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "companies_truncated_bump_reference_version" AFTER TRUNCATE
  ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
