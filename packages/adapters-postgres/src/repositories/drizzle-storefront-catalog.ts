import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StorefrontCatalog, StorefrontPage, StorefrontQuery } from '@marketplace/core';
import type { Database } from '../db.js';
import { loadAdvertCards } from './advert-cards.js';
import { dbCall } from './db-call.js';
import { loadReviews } from './reviews.js';
import { lang, num } from './rows.js';

const sellerRow = z.object({
  first_name: z.string(),
  business_name: z.string().nullable(),
  description: z.string().nullable(),
  description_lang: lang.nullable(),
  city: z.string().nullable(),
});

export class DrizzleStorefrontCatalog implements StorefrontCatalog {
  constructor(private readonly database: Database) {}

  getStorefront(query: StorefrontQuery) {
    return dbCall(async (): Promise<StorefrontPage | null> => {
      const [raw] = await this.database.queryPrepared(sql`
        select u.first_name, b.name as business_name, b.description, b.description_lang, b.city
        from users u left join businesses b on b.user_id = u.id
        where u.id = ${query.sellerId}::uuid`);
      if (!raw) return null;
      const seller = sellerRow.parse(raw);
      const isBusiness = query.business ?? seller.business_name !== null;
      if (isBusiness && seller.business_name === null) return null;
      const contour = isBusiness ? 'business' : 'private';
      const [countRow] = await this.database.queryPrepared<{ n: unknown }>(sql`
        select count(*) as n from adverts
        where seller_id = ${query.sellerId}::uuid and contour = ${contour} and status = 'active'`);
      const idRows = await this.database.queryPrepared<{ id: string }>(sql`
        select id from adverts
        where seller_id = ${query.sellerId}::uuid and contour = ${contour} and status = 'active'
        order by sort_at desc, id desc limit ${query.limit}`);
      const [adverts, reviews] = await Promise.all([
        loadAdvertCards(this.database, idRows.map((r) => r.id), query.lang, null),
        loadReviews(this.database, query.sellerId, contour),
      ]);
      return {
        storefront: {
          seller: {
            id: query.sellerId,
            name: isBusiness ? seller.business_name! : seller.first_name,
            isBusiness,
          },
          description:
            isBusiness && seller.description ? { text: seller.description, lang: seller.description_lang } : null,
          city: isBusiness ? seller.city : null,
          reviews,
          advertsTotal: num.parse(countRow?.n ?? 0),
        },
        adverts,
      };
    });
  }
}
