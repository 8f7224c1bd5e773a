import { tariffSearchSchema } from '@tidemark/domain/pricing/index';
import { openPostgres } from '../apps/server/src/db/database';
import { searchTariffs } from '../apps/server/src/modules/pricing/tariffs/search';
const db = openPostgres('postgres://postgres@127.0.0.1:5432/tidemark_ss_tariffs', 4);
const s = tariffSearchSchema.parse({ mode: 'sea', pol: 'CNAAX', pod: 'USAAX', date: new Date().toISOString().slice(0, 10), equipment: '40HC', containers: 2, weightKg: '4200', volumeCbm: '9.5', kind: 'sell' });
const r = await searchTariffs(db.query, s, 'CNY');
console.log(r.results.length, JSON.stringify(r.results[0]).slice(0, 400));
for (let k = 0; k < 3; k++) {
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) await searchTariffs(db.query, s, i % 2 ? 'CNY' : 'USD');
  console.log('search avg ms', ((performance.now() - t0) / 50).toFixed(2));
}
await db.close();
