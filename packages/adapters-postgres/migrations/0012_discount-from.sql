-- The price before the first drop of a live discount (decision 0006): a later drop shows the
-- discount from it, so a small further cut no longer clears a large discount. Null for discounts
-- written before; core then takes the price their percent implies.
ALTER TABLE "adverts" ADD COLUMN "discount_from_minor" bigint;
