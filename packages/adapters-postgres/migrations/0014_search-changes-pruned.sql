-- The highest change-feed seq the prune has deleted (docs/architecture/search.md): every change up
-- to it is older than the feed's retention, so a build sees it and a snapshot covering it is
-- current even when the feed is empty. One row, written by the prune.
CREATE TABLE search_changes_pruned (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  seq bigint NOT NULL
);
