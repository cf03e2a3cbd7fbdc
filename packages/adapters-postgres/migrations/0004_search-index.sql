CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"advert_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "adverts_newest_idx";--> statement-breakpoint
DROP INDEX "adverts_price_idx";--> statement-breakpoint
-- Hand-written: the triggers that feed search_changes (docs/architecture/search.md). One row per
-- written advert row, in the writing transaction, and a notification that wakes the processes
-- (PostgreSQL delivers it at commit, once per transaction and channel).
CREATE FUNCTION search_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (advert_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  PERFORM pg_notify('search_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_changes_insert_delete AFTER INSERT OR DELETE ON adverts
  FOR EACH ROW EXECUTE FUNCTION search_changes_record();
--> statement-breakpoint
-- Only the columns search reads (a view count or a favourite does not move the index).
CREATE TRIGGER search_changes_update AFTER UPDATE ON adverts
  FOR EACH ROW WHEN (
    (OLD.status, OLD.type, OLD.contour, OLD.sort_at, OLD.price_minor, OLD.currency, OLD.latitude, OLD.longitude, OLD.search_doc)
    IS DISTINCT FROM
    (NEW.status, NEW.type, NEW.contour, NEW.sort_at, NEW.price_minor, NEW.currency, NEW.latitude, NEW.longitude, NEW.search_doc)
  ) EXECUTE FUNCTION search_changes_record();
--> statement-breakpoint
CREATE INDEX search_changes_created_idx ON search_changes (created_at);
--> statement-breakpoint
-- The search index answers every search: the SQL planner's keyword (GIN) and geo (GiST) indexes
-- have no reader left (the storefront and owner lists have their own indexes).
DROP INDEX IF EXISTS adverts_search_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS adverts_geo_idx;
