import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Contour, ReviewsSummary } from '@marketplace/core';
import type { Database } from '../db.js';
import { num, numOrNull } from './rows.js';

const reviewsRow = z.object({ count: num, deals_count: num, average: numOrNull });

/** Reviews and deals of one seller's contour (the storefront buyers see). */
export async function loadReviews(database: Database, sellerId: string, contour: Contour): Promise<ReviewsSummary> {
  const [raw] = await database.query(sql`
    select
      (select count(*) from reviews r where r.seller_id = ${sellerId}::uuid and r.contour = ${contour}) as count,
      (select avg(r.rating)::float8 from reviews r where r.seller_id = ${sellerId}::uuid and r.contour = ${contour}) as average,
      (select count(*) from deals d where d.seller_id = ${sellerId}::uuid and d.contour = ${contour}) as deals_count`);
  const row = reviewsRow.parse(raw);
  return { count: row.count, dealsCount: row.deals_count, average: row.average };
}
