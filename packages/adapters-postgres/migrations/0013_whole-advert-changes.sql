-- Whole adverts are kept in memory too, for get_advert (docs/decisions/0070): an update of an
-- advert records a change when any column changes but the two counters no answer shows (views,
-- favorites), and a change of an advert's photos or variants records one for the advert. The
-- seed's bulk load turns these off and writes one rebuild row instead, as for the others.
DROP TRIGGER search_changes_update ON adverts;
--> statement-breakpoint
CREATE TRIGGER search_changes_update AFTER UPDATE ON adverts
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views' - 'favorites') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'favorites'))
  EXECUTE FUNCTION search_changes_record();
--> statement-breakpoint
CREATE FUNCTION search_changes_record_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (advert_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.advert_id ELSE NEW.advert_id END);
  PERFORM pg_notify('search_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_changes_variants AFTER INSERT OR UPDATE OR DELETE ON advert_variants
  FOR EACH ROW EXECUTE FUNCTION search_changes_record_part();
--> statement-breakpoint
CREATE TRIGGER search_changes_photos AFTER INSERT OR UPDATE OR DELETE ON advert_photos
  FOR EACH ROW EXECUTE FUNCTION search_changes_record_part();
