-- Search result cards are kept in memory and dropped by the change feed (docs/decisions/0041):
-- an update records a change when any column a card shows changes, besides those search reads.
DROP TRIGGER search_changes_update ON adverts;
--> statement-breakpoint
CREATE TRIGGER search_changes_update AFTER UPDATE ON adverts
  FOR EACH ROW WHEN (
    (OLD.status, OLD.type, OLD.contour, OLD.sort_at, OLD.price_minor, OLD.currency, OLD.latitude, OLD.longitude, OLD.search_doc,
     OLD.price_from, OLD.discount_percent, OLD.discount_until, OLD.in_stock, OLD.cover_photo_key, OLD.category_id, OLD.city,
     OLD.seller_id, OLD.original_lang)
    IS DISTINCT FROM
    (NEW.status, NEW.type, NEW.contour, NEW.sort_at, NEW.price_minor, NEW.currency, NEW.latitude, NEW.longitude, NEW.search_doc,
     NEW.price_from, NEW.discount_percent, NEW.discount_until, NEW.in_stock, NEW.cover_photo_key, NEW.category_id, NEW.city,
     NEW.seller_id, NEW.original_lang)
  ) EXECUTE FUNCTION search_changes_record();
