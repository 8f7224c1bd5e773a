import path from 'node:path';
import type { Database } from '../apps/server/src/db/database';
import { openPostgres } from '../apps/server/src/db/database';
import { openEmbedded } from '../apps/server/src/db/embedded';
import { searchCondition } from '../apps/server/src/modules/customs/search';
import { prepareSchema } from '../apps/server/src/startup';
const show = async (db: Database) => {
  await prepareSchema(db);
  console.log('rows', await db.query('SELECT source, count(*)::int FROM customs_code_search GROUP BY 1 ORDER BY 1'));
  await db.exec('ANALYZE customs_code_search');
  for (const q of ['8471', '85', 'gloves', 'rubber gloves', '手套', 'cotton', '葡萄酒', 'lithium']) {
    const c = searchCondition(q)!;
    const n = c.values.length;
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      c.words ? `EXPLAIN ANALYZE WITH found AS MATERIALIZED (SELECT source, code, code_digits FROM customs_code_search WHERE ${c.sql})
         SELECT * FROM found ORDER BY code_digits, source LIMIT $${n + 1}` : `EXPLAIN ANALYZE SELECT source, code, description_en AS "descriptionEn", description_zh AS "descriptionZh"
         FROM customs_code_search WHERE ${c.sql} ORDER BY code_digits, source LIMIT $${n + 1}`,
      [...c.values, 20],
    );
    console.log(`-- ${q}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
};
if (process.argv[2] === 'pg') {
  const db = openPostgres('postgres://postgres@127.0.0.1:5432/tidemark_ss_hs', 2);
  await show(db);
  await db.close();
} else {
  const db = await openEmbedded(path.resolve('bench/.data/pglite-hs'));
  await show(db);
  await db.close();
}
