import { chargeSheetBench } from './charge-sheet';
import { coldStart } from './cold-start';
import { customsErrors } from './customs-errors';
import { engineList } from './engine-list';
import { hsSearch } from './hs-search';
import { instantQuote } from './instant-quote';
import { invoicesBench } from './invoices';
import { lighthouseBench } from './lighthouse';
import { loadBench } from './load';
import { opsDesk } from './ops-desk';
import { benchmarkNames } from './options';
import { rateImportBench } from './rate-import';
import { seedBench } from './seed';
import { shipmentList } from './shipment-list';
import { tariffSearch } from './tariff-search';
import { trackingDeskList } from './tracking-desk-list';
import { trackingLookup } from './tracking-lookup';

/** `npm run bench [name ...]`: runs the named benchmarks (all when none is named). */
const BENCHMARKS: Record<string, () => Promise<void>> = {
  'cold-start': coldStart,
  'shipment-list': shipmentList,
  'engine-list': engineList,
  lighthouse: lighthouseBench,
  'tracking-lookup': trackingLookup,
  'tracking-desk-list': trackingDeskList,
  'instant-quote': instantQuote,
  load: loadBench,
  'rate-import': rateImportBench,
  'tariff-search': tariffSearch,
  'hs-search': hsSearch,
  'ops-desk': opsDesk,
  'customs-errors': customsErrors,
  invoices: invoicesBench,
  'charge-sheet': chargeSheetBench,
  seed: seedBench,
};

const names = benchmarkNames();
const chosen = names.length > 0 ? names : Object.keys(BENCHMARKS);
for (const name of chosen) {
  const run = BENCHMARKS[name];
  if (!run) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  await run();
}
