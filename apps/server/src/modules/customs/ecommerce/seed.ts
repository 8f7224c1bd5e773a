import { missingEcommerceItems, US_DE_MINIMIS } from '@tidemark/domain/customs/ecommerce/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { rerouteBranches } from './routing';

const BATCH_NO = 'SZX9610-2611-001';
const SELLER = 'Shenzhen Bright Home Trading Co., Ltd. / 深圳明家贸易有限公司';

/** Goods of the demo seller: description in both languages, a 6-digit HS subheading. */
const GOODS: Record<string, [string, string]> = {
  lamp: ['LED desk lamp / LED 台灯', '9405.11'],
  tee: ['Cotton T-shirts / 棉制T恤', '6109.10'],
  toy: ['Building block toy set / 积木玩具套装', '9503.00'],
  phone: ['Smartphone / 智能手机', '8517.13'],
  gloves: ['Rubber household gloves / 家用橡胶手套', '4015.19'],
  sweater: ['Knitted sweater / 针织毛衣', '6110.20'],
  laptop: ['Laptop computer / 笔记本电脑', '8471.30'],
};

type DemoOrder = {
  no: string;
  daysAgo: number;
  platform: string | null;
  buyer: string | null;
  country: string;
  waybill: string | null;
  goods: keyof typeof GOODS;
  hs?: null;
  qty: number;
  value: string;
  currency: string;
  kg: string | null;
  status?: 'draft' | 'ready' | 'declared' | 'released' | 'rejected';
  reason?: string;
};

/**
 * The values sit around each destination's threshold (US 800 USD, UK 135 GBP, Australia 1000 AUD,
 * Germany 150 EUR): some under, some exactly at it, some just above; two in US dollars go to
 * Britain and Germany (converted at the day's rate) and one to Australia, whose dollar has no
 * rate, so it goes high value for safety. Some orders miss checklist items.
 */
const ORDERS: DemoOrder[] = [
  {
    no: 'AMZ-US-70001',
    daysAgo: 6,
    platform: 'Amazon US',
    buyer: 'Jane Miller',
    country: 'US',
    waybill: 'YT2611000101',
    goods: 'lamp',
    qty: 2,
    value: '45.00',
    currency: 'USD',
    kg: '1.800',
    status: 'released',
  },
  {
    no: 'AMZ-US-70002',
    daysAgo: 6,
    platform: 'Amazon US',
    buyer: 'Robert Chen',
    country: 'US',
    waybill: 'YT2611000102',
    goods: 'phone',
    qty: 1,
    value: '780.00',
    currency: 'USD',
    kg: '0.600',
    status: 'released',
  },
  {
    no: 'AMZ-US-70003',
    daysAgo: 5,
    platform: 'Amazon US',
    buyer: 'Emily Davis',
    country: 'US',
    waybill: 'YT2611000103',
    goods: 'laptop',
    qty: 1,
    value: '800.00',
    currency: 'USD',
    kg: '2.300',
    status: 'declared',
  },
  {
    no: 'AMZ-US-70004',
    daysAgo: 5,
    platform: 'Amazon US',
    buyer: 'Michael Brown',
    country: 'US',
    waybill: 'YT2611000104',
    goods: 'laptop',
    qty: 1,
    value: '800.01',
    currency: 'USD',
    kg: '2.400',
    status: 'ready',
  },
  {
    no: 'AMZ-US-70005',
    daysAgo: 4,
    platform: 'Amazon US',
    buyer: 'Sarah Wilson',
    country: 'US',
    waybill: 'YT2611000105',
    goods: 'phone',
    qty: 2,
    value: '1250.00',
    currency: 'USD',
    kg: '1.100',
    status: 'ready',
  },
  {
    no: 'EBY-US-70006',
    daysAgo: 4,
    platform: 'eBay',
    buyer: 'David Lee',
    country: 'US',
    waybill: 'YT2611000106',
    goods: 'toy',
    qty: 3,
    value: '96.50',
    currency: 'USD',
    kg: '2.700',
    status: 'declared',
  },
  {
    no: 'EBY-US-70007',
    daysAgo: 3,
    platform: 'eBay',
    buyer: null,
    country: 'US',
    waybill: 'YT2611000107',
    goods: 'tee',
    qty: 5,
    value: '60.00',
    currency: 'USD',
    kg: '1.250',
  },
  {
    no: 'TMU-US-70008',
    daysAgo: 3,
    platform: 'Temu',
    buyer: 'Linda Garcia',
    country: 'US',
    waybill: null,
    goods: 'gloves',
    qty: 10,
    value: '35.00',
    currency: 'USD',
    kg: '1.000',
  },
  {
    no: 'TMU-US-70009',
    daysAgo: 2,
    platform: 'Temu',
    buyer: 'James Taylor',
    country: 'US',
    waybill: 'YT2611000109',
    goods: 'sweater',
    qty: 4,
    value: '950.00',
    currency: 'USD',
    kg: null,
  },
  {
    no: 'ALX-US-70010',
    daysAgo: 2,
    platform: 'AliExpress',
    buyer: 'Karen Moore',
    country: 'US',
    waybill: 'YT2611000110',
    goods: 'lamp',
    qty: 1,
    value: '450.00',
    currency: 'USD',
    kg: '1.900',
  },
  {
    no: 'AMZ-UK-70011',
    daysAgo: 6,
    platform: 'Amazon UK',
    buyer: 'Oliver Smith',
    country: 'GB',
    waybill: 'YT2611000111',
    goods: 'tee',
    qty: 3,
    value: '60.00',
    currency: 'GBP',
    kg: '0.800',
    status: 'released',
  },
  {
    no: 'AMZ-UK-70012',
    daysAgo: 5,
    platform: 'Amazon UK',
    buyer: 'Amelia Jones',
    country: 'GB',
    waybill: 'YT2611000112',
    goods: 'sweater',
    qty: 2,
    value: '135.00',
    currency: 'GBP',
    kg: '1.300',
    status: 'declared',
  },
  {
    no: 'AMZ-UK-70013',
    daysAgo: 5,
    platform: 'Amazon UK',
    buyer: 'Harry Williams',
    country: 'GB',
    waybill: 'YT2611000113',
    goods: 'phone',
    qty: 1,
    value: '140.00',
    currency: 'GBP',
    kg: '0.500',
    status: 'rejected',
    reason:
      'Declared value below the platform order amount; re-declare at the amount paid / 申报价值低于平台订单金额，请按实付金额重新申报',
  },
  {
    no: 'EBY-UK-70014',
    daysAgo: 4,
    platform: 'eBay',
    buyer: 'Isla Brown',
    country: 'GB',
    waybill: 'YT2611000114',
    goods: 'laptop',
    qty: 1,
    value: '220.00',
    currency: 'GBP',
    kg: '2.200',
    status: 'ready',
  },
  {
    no: 'EBY-UK-70015',
    daysAgo: 3,
    platform: 'eBay',
    buyer: 'George Taylor',
    country: 'GB',
    waybill: 'YT2611000115',
    goods: 'toy',
    qty: 2,
    value: '150.00',
    currency: 'USD',
    kg: '1.600',
  },
  {
    no: 'TMU-UK-70016',
    daysAgo: 2,
    platform: null,
    buyer: 'Ava Davies',
    country: 'GB',
    waybill: 'YT2611000116',
    goods: 'gloves',
    qty: 6,
    value: '24.00',
    currency: 'GBP',
    kg: '0.700',
  },
  {
    no: 'AMZ-AU-70017',
    daysAgo: 6,
    platform: 'Amazon AU',
    buyer: 'Jack Thompson',
    country: 'AU',
    waybill: 'YT2611000117',
    goods: 'lamp',
    qty: 2,
    value: '300.00',
    currency: 'AUD',
    kg: '1.900',
    status: 'released',
  },
  {
    no: 'AMZ-AU-70018',
    daysAgo: 5,
    platform: 'Amazon AU',
    buyer: 'Chloe White',
    country: 'AU',
    waybill: 'YT2611000118',
    goods: 'phone',
    qty: 1,
    value: '999.00',
    currency: 'AUD',
    kg: '0.600',
    status: 'declared',
  },
  {
    no: 'AMZ-AU-70019',
    daysAgo: 4,
    platform: 'Amazon AU',
    buyer: 'William Martin',
    country: 'AU',
    waybill: 'YT2611000119',
    goods: 'laptop',
    qty: 1,
    value: '1000.00',
    currency: 'AUD',
    kg: '2.100',
    status: 'ready',
  },
  {
    no: 'EBY-AU-70020',
    daysAgo: 3,
    platform: 'eBay',
    buyer: 'Mia Anderson',
    country: 'AU',
    waybill: 'YT2611000120',
    goods: 'laptop',
    qty: 1,
    value: '1200.00',
    currency: 'AUD',
    kg: '2.300',
  },
  {
    no: 'ALX-AU-70021',
    daysAgo: 2,
    platform: 'AliExpress',
    buyer: 'Lucas Walker',
    country: 'AU',
    waybill: 'YT2611000121',
    goods: 'sweater',
    qty: 2,
    value: '180.00',
    currency: 'USD',
    kg: '1.200',
  },
  {
    no: 'TMU-AU-70022',
    daysAgo: 1,
    platform: 'Temu',
    buyer: 'Grace Hall',
    country: 'AU',
    waybill: 'YT2611000122',
    goods: 'toy',
    hs: null,
    qty: 4,
    value: '88.00',
    currency: 'AUD',
    kg: '2.000',
  },
  {
    no: 'AMZ-DE-70023',
    daysAgo: 6,
    platform: 'Amazon DE',
    buyer: 'Lukas Müller',
    country: 'DE',
    waybill: 'YT2611000123',
    goods: 'tee',
    qty: 4,
    value: '80.00',
    currency: 'EUR',
    kg: '1.000',
    status: 'released',
  },
  {
    no: 'AMZ-DE-70024',
    daysAgo: 5,
    platform: 'Amazon DE',
    buyer: 'Anna Schmidt',
    country: 'DE',
    waybill: 'YT2611000124',
    goods: 'lamp',
    qty: 2,
    value: '150.00',
    currency: 'EUR',
    kg: '1.900',
    status: 'declared',
  },
  {
    no: 'AMZ-DE-70025',
    daysAgo: 4,
    platform: 'Amazon DE',
    buyer: 'Leon Schneider',
    country: 'DE',
    waybill: 'YT2611000125',
    goods: 'sweater',
    qty: 2,
    value: '151.00',
    currency: 'EUR',
    kg: '1.300',
    status: 'ready',
  },
  {
    no: 'EBY-DE-70026',
    daysAgo: 3,
    platform: 'eBay',
    buyer: 'Mia Fischer',
    country: 'DE',
    waybill: 'YT2611000126',
    goods: 'phone',
    qty: 1,
    value: '400.00',
    currency: 'EUR',
    kg: '0.500',
  },
  {
    no: 'ALX-DE-70027',
    daysAgo: 2,
    platform: 'AliExpress',
    buyer: 'Paul Weber',
    country: 'DE',
    waybill: 'YT2611000127',
    goods: 'gloves',
    qty: 8,
    value: '120.00',
    currency: 'USD',
    kg: '0.900',
  },
  {
    no: 'TMU-DE-70028',
    daysAgo: 1,
    platform: 'Temu',
    buyer: 'Emma Wagner',
    country: 'DE',
    waybill: null,
    goods: 'toy',
    hs: null,
    qty: 3,
    value: '45.00',
    currency: 'EUR',
    kg: null,
  },
];

/**
 * The customs desk's 9610 demo: one batch of Shenzhen's (the branch that declares cross-border
 * e-commerce) for a demo seller, its parcel orders to the US, the UK, Australia and Germany in
 * every state, and the Australian and German thresholds beside the branch's US and UK ones. The
 * orders' checklist and routes are kept as the desk keeps them. Runs once.
 */
export const seedEcommerce = async (database: Database, demo: DemoSeed): Promise<void> => {
  const [known] = await database.query('SELECT 1 FROM customs_ecommerce_batches WHERE batch_no = $1', [BATCH_NO]);
  if (known) return;
  const [branch] = await database.query<{ id: number }>("SELECT id FROM branches WHERE code = 'SZX'");
  if (!branch) return;
  // Australia's low-value threshold is 1000 AUD; the EU's customs duty relief stops at 150 EUR.
  for (const [country, amount, currency] of [
    [US_DE_MINIMIS.country, US_DE_MINIMIS.amount, US_DE_MINIMIS.currency],
    ['AU', '1000', 'AUD'],
    ['DE', '150', 'EUR'],
  ] as const) {
    await database.query(
      `INSERT INTO customs_value_thresholds (configuration_id, destination_country, threshold_amount, currency)
       SELECT id, $2, $3, $4 FROM customs_configurations WHERE branch_id = $1
       ON CONFLICT (configuration_id, destination_country) DO NOTHING`,
      [branch.id, country, amount, currency],
    );
  }
  const [batch] = await database.query<{ id: number }>(
    `INSERT INTO customs_ecommerce_batches (batch_no, branch_id, master_bill_no, seller_name, remarks, created_by)
     VALUES ($1, $2, $3, $4, $5, (SELECT id FROM users WHERE user_name = 'customs'))
     RETURNING id`,
    [BATCH_NO, branch.id, '999-26110042', SELLER, 'Air export, Shenzhen Bao’an / 深圳宝安空运出口'],
  );
  const day = (daysAgo: number) => new Date(demo.asOf.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const rows = ORDERS.map((o) => {
    const [description, hs] = GOODS[o.goods] as [string, string];
    const order = {
      platform: o.platform,
      sellerName: SELLER,
      buyerName: o.buyer,
      destinationCountry: o.country,
      waybillNo: o.waybill,
      goodsDescription: description,
      hsCode: o.hs === null ? null : hs,
      quantity: o.qty,
      declaredValue: o.value,
      currency: o.currency,
      grossWeight: o.kg,
    };
    const declared = o.status === 'declared' || o.status === 'released' || o.status === 'rejected';
    return {
      ...order,
      orderNo: o.no,
      orderDate: day(o.daysAgo),
      status: o.status ?? 'draft',
      rejectReason: o.reason ?? null,
      missingItems: missingEcommerceItems(order).join(','),
      declaredAt: declared ? `${day(o.daysAgo - 1)}T03:00:00Z` : null,
    };
  });
  await database.query(
    `INSERT INTO customs_ecommerce_orders (batch_id, branch_id, order_no, order_date, platform, seller_name, buyer_name,
            destination_country, waybill_no, goods_description, hs_code, quantity, declared_value, currency, gross_weight,
            status, reject_reason, missing_items, declared_at, declared_by, created_by)
     SELECT $1, $2, r."orderNo", r."orderDate", r.platform, r."sellerName", r."buyerName", r."destinationCountry",
            r."waybillNo", r."goodsDescription", r."hsCode", r.quantity, r."declaredValue", r.currency, r."grossWeight",
            r.status, r."rejectReason", r."missingItems", r."declaredAt",
            CASE WHEN r."declaredAt" IS NULL THEN NULL ELSE u.id END, u.id
       FROM json_to_recordset($3::json) AS r("orderNo" text, "orderDate" date, platform text, "sellerName" text,
            "buyerName" text, "destinationCountry" text, "waybillNo" text, "goodsDescription" text, "hsCode" text,
            quantity int, "declaredValue" numeric, currency text, "grossWeight" numeric, status text,
            "rejectReason" text, "missingItems" text, "declaredAt" timestamptz)
       LEFT JOIN users u ON u.user_name = 'customs'`,
    [batch?.id, branch.id, JSON.stringify(rows)],
  );
  // Every order is routed once; declared ones keep this route from then on.
  await database.query(
    `UPDATE customs_ecommerce_orders SET status = 'draft' WHERE batch_id = $1 AND status IN ('declared', 'released')`,
    [batch?.id],
  );
  await rerouteBranches(database.query, [branch.id]);
  const declared = ORDERS.filter((o) => o.status === 'declared' || o.status === 'released');
  for (const o of declared) {
    await database.query('UPDATE customs_ecommerce_orders SET status = $3 WHERE batch_id = $1 AND order_no = $2', [
      batch?.id,
      o.no,
      o.status,
    ]);
  }
};
