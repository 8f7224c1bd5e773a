import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';

/** The demo wording of each kind, in both languages. */
const WORDING = {
  restricted_party: [
    'We declare that we screen every party to our shipments (buyers, consignees, end users, banks) against the restricted-party lists of China, the United States (OFAC SDN, BIS Entity List), the European Union and the United Nations, and that no party to the goods we ship through Tidemark is listed.',
    '我司声明：对所有经泰德马克运输货物的相关方（买方、收货人、最终用户、银行）均已对照中国、美国（OFAC SDN 名单、BIS 实体清单）、欧盟及联合国的受限方名单进行筛查，且无任何相关方在列。',
  ],
  dual_use: [
    'We declare that the goods we ship through Tidemark are not dual-use items under the export control lists of China and the Wassenaar Arrangement, or that we hold the export licences they require, and that they are not intended for military or weapons-of-mass-destruction end use.',
    '我司声明：经泰德马克运输的货物不属于中国出口管制清单及瓦森纳安排所列两用物项，或已取得所需出口许可证，且不用于军事或大规模杀伤性武器最终用途。',
  ],
} as const;

type Kind = keyof typeof WORDING;
type Statement = {
  company: number;
  branch: number | null;
  kind: Kind;
  state: 'draft' | 'submitted' | 'approved' | 'rejected' | 'signed';
  author: number;
  reviewer?: number;
  reason?: string;
  signer?: { user: number; name: string; title: string };
};

const day = (asOf: Date, days: number) => new Date(asOf.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo statements in every state: the demo customer's (C000001) screening declaration signed by its
 * user and its dual-use statement approved, waiting for its signature; among the customs desk's
 * customers one submitted by the administrator (the customs user approves it), one by the customs
 * user (only someone else may), a draft, a rejected one with its reason and an approved one. Every
 * other customer has none, so confirming its booking warns.
 */
export const seedCompliance = async (database: Database, demo: DemoSeed): Promise<void> => {
  const [existing] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_statements');
  if ((existing?.n ?? 0) > 0) return;
  const users = new Map(
    (
      await database.query<{ user_name: string; id: number; company_id: number | null }>(
        "SELECT user_name, id, company_id FROM users WHERE user_name IN ('admin', 'customs', 'customer')",
      )
    ).map((u) => [u.user_name, u]),
  );
  const admin = users.get('admin');
  const customs = users.get('customs');
  const customer = users.get('customer');
  if (!admin || !customs || !customer?.company_id) return;
  const companies = await database.query<{ id: number; branch_id: number | null }>(
    `SELECT c.id, c.branch_id FROM companies c
      WHERE c.id = $2
         OR (c.id <> $2 AND c.branch_id IN (SELECT branch_id FROM user_branch_scopes WHERE user_id = $1))
      ORDER BY c.id <> $2, c.id LIMIT 6`,
    [customs.id, customer.company_id],
  );
  const [own, ...others] = companies;
  if (!own || others.length < 5) return;
  const at = (c: { id: number; branch_id: number | null }) => ({ company: c.id, branch: c.branch_id });
  const [a, b, c, d, e] = others as [typeof own, typeof own, typeof own, typeof own, typeof own];
  const statements: Statement[] = [
    {
      ...at(own),
      kind: 'restricted_party',
      state: 'signed',
      author: customs.id,
      reviewer: admin.id,
      signer: { user: customer.id, name: 'Jordan Lee', title: 'Trade Compliance Manager' },
    },
    { ...at(own), kind: 'dual_use', state: 'approved', author: customs.id, reviewer: admin.id },
    { ...at(a), kind: 'restricted_party', state: 'submitted', author: admin.id },
    { ...at(b), kind: 'dual_use', state: 'submitted', author: customs.id },
    { ...at(c), kind: 'restricted_party', state: 'draft', author: customs.id },
    {
      ...at(d),
      kind: 'restricted_party',
      state: 'rejected',
      author: customs.id,
      reviewer: admin.id,
      reason: 'End users missing from the declaration / 声明未列明最终用户',
    },
    { ...at(e), kind: 'restricted_party', state: 'approved', author: admin.id, reviewer: customs.id },
  ];
  const from = day(demo.asOf, -60);
  const until = day(demo.asOf, 305);
  for (const s of statements) {
    const [en, zh] = WORDING[s.kind];
    const decided = s.reviewer !== undefined;
    await database.query(
      `INSERT INTO compliance_statements (company_id, branch_id, kind, statement_en, statement_zh, valid_from, valid_until,
              state, created_by, created_at, submitted_by, submitted_at, decided_by, decided_at, decision_reason,
              signed_by, signed_at, signatory_name, signatory_title)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz - interval '20 days',
               CASE WHEN $8 <> 'draft' THEN $9::int END,
               CASE WHEN $8 <> 'draft' THEN $10::timestamptz - interval '15 days' END,
               $11, CASE WHEN $12 THEN $10::timestamptz - interval '10 days' END, $13,
               $14, CASE WHEN $14::int IS NOT NULL THEN $10::timestamptz - interval '5 days' END, $15, $16)`,
      [
        s.company,
        s.branch,
        s.kind,
        en,
        zh,
        from,
        until,
        s.state,
        s.author,
        demo.asOf.toISOString(),
        s.reviewer ?? null,
        decided,
        s.reason ?? null,
        s.signer?.user ?? null,
        s.signer?.name ?? null,
        s.signer?.title ?? null,
      ],
    );
  }
};
