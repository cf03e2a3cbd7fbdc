import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Contour, ReviewsSummary } from '@marketplace/core';
import type { Database } from '../db.js';
import { num, numOrNull } from './rows.js';

export const reviewsRow = z.object({ reviews_count: num, deals_count: num, reviews_average: numOrNull });

/**
 * The three figures of a seller's contour as columns of a select (`reviews_count`,
 * `reviews_average`, `deals_count`), for one query that also reads other things.
 */
export const reviewsColumns = (sellerId: SQL, contour: SQL): SQL => sql`
  (select count(*) from reviews r where r.seller_id = ${sellerId} and r.contour = ${contour}) as reviews_count,
  (select avg(r.rating)::float8 from reviews r where r.seller_id = ${sellerId} and r.contour = ${contour}) as reviews_average,
  (select count(*) from deals d where d.seller_id = ${sellerId} and d.contour = ${contour}) as deals_count`;

export const toReviewsSummary = (row: z.output<typeof reviewsRow>): ReviewsSummary => ({
  count: row.reviews_count,
  dealsCount: row.deals_count,
  average: row.reviews_average,
});

/** Reviews and deals of one seller's contour (the storefront buyers see). */
export async function loadReviews(database: Database, sellerId: string, contour: Contour): Promise<ReviewsSummary> {
  const [raw] = await database.queryPrepared(sql`select ${reviewsColumns(sql`${sellerId}::uuid`, sql`${contour}`)}`);
  return toReviewsSummary(reviewsRow.parse(raw));
}
