import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CategoryCatalog, CategoryRecord, CategorySubtreeQuery } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { num } from './rows.js';

const categoryRow = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  title: z.string(),
  position: num,
  is_leaf: z.boolean(),
  depth: num,
  adverts_count: num,
});

/**
 * The category tree with subtree counts. Counts come from category_advert_counts (kept by a
 * trigger), summed over each category's descendants through `path`: a few hundred rows.
 */
export class DrizzleCategoryCatalog implements CategoryCatalog {
  constructor(private readonly database: Database) {}

  listSubtree(query: CategorySubtreeQuery) {
    return dbCall(async (): Promise<CategoryRecord[] | null> => {
      const start = query.parentId;
      let baseDepth = 0;
      if (start !== null) {
        const [parent] = await this.database.queryPrepared<{ depth: unknown }>(
          sql`select cardinality(path) as depth from categories where id = ${start}::uuid`,
        );
        if (!parent) return null;
        baseDepth = num.parse(parent.depth);
      }
      const rows = await this.database.queryPrepared(sql`
        with counts as (
          select k.category_id, sum(k.active) as n from category_advert_counts k group by k.category_id
        )
        select c.id, c.parent_id, coalesce(t.title, en.title) as title, c.position, c.is_leaf,
          cardinality(c.path) as depth,
          coalesce((select sum(counts.n) from categories d join counts on counts.category_id = d.id
                    where c.id = any(d.path)), 0) as adverts_count
        from categories c
        left join category_titles t on t.category_id = c.id and t.lang = ${query.lang}
        left join category_titles en on en.category_id = c.id and en.lang = 'en'
        where cardinality(c.path) between ${baseDepth + 1} and ${baseDepth + query.depth}
          ${start === null ? sql`` : sql`and ${start}::uuid = any(c.path) and c.id <> ${start}::uuid`}`);
      return rows.map((raw) => {
        const row = categoryRow.parse(raw);
        return {
          id: row.id,
          parentId: row.parent_id,
          title: row.title,
          advertsCount: row.adverts_count,
          isLeaf: row.is_leaf,
          position: row.position,
        };
      });
    });
  }
}
