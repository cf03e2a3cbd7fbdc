-- Search and counting structures that drizzle-kit cannot express. Why each exists:
-- docs/architecture/search.md.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
-- Words (prefix match) and filter tokens (category ancestors, city, contour, type, currency)
-- of active adverts: one index answers keyword, category, city, seller and advert type filters
-- together, and counts matches without visiting the table for all-visible pages.
CREATE INDEX adverts_search_idx ON adverts USING gin (search_doc) WHERE status = 'active';
--> statement-breakpoint
-- Radius filter (earth_box) and nearest-first order (KNN on the cube distance).
CREATE INDEX adverts_geo_idx ON adverts USING gist (ll_to_earth(latitude, longitude))
  WHERE status = 'active' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
ALTER TABLE categories ADD CONSTRAINT categories_parent_id_fk
  FOREIGN KEY (parent_id) REFERENCES categories(id);
--> statement-breakpoint
-- category_advert_counts keeps active adverts per category, type and contour, so that the
-- category tree and filter-only search totals read a few hundred rows, not a million adverts.
CREATE FUNCTION adverts_count_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE category_advert_counts SET active = active - 1
      WHERE category_id = OLD.category_id AND type = OLD.type AND contour = OLD.contour;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    INSERT INTO category_advert_counts AS c (category_id, type, contour, active)
      VALUES (NEW.category_id, NEW.type, NEW.contour, 1)
      ON CONFLICT (category_id, type, contour) DO UPDATE SET active = c.active + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_count_active_insert AFTER INSERT OR DELETE ON adverts
  FOR EACH ROW EXECUTE FUNCTION adverts_count_active();
--> statement-breakpoint
CREATE TRIGGER adverts_count_active_update AFTER UPDATE OF status, category_id, type, contour ON adverts
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.type IS DISTINCT FROM NEW.type OR OLD.contour IS DISTINCT FROM NEW.contour)
  EXECUTE FUNCTION adverts_count_active();
--> statement-breakpoint
-- Rebuilds the counters from the adverts (after a bulk load with the trigger disabled).
CREATE FUNCTION recount_category_advert_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM category_advert_counts;
  INSERT INTO category_advert_counts (category_id, type, contour, active)
    SELECT category_id, type, contour, count(*) FROM adverts WHERE status = 'active'
    GROUP BY category_id, type, contour;
$$;
