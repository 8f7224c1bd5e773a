import { depotContainerResource } from '@tidemark/domain/ops/drayage/depot';
import { DAY_BUCKETS } from '@tidemark/domain/ops/drayage/index';
import type { ServerResource } from '../../../engine/resource';

/** Whole days since the container's latest depot event, on the database's clock. */
const DAYS = `floor(extract(epoch FROM now() - t.since) / 86400)::int`;

/** The bucket of DAY_BUCKETS the days fall in, written out from the domain's bounds. */
const BUCKET = `CASE ${DAY_BUCKETS.map((b) => (b.last === null ? `ELSE '${b.key}'` : `WHEN ${DAYS} <= ${b.last} THEN '${b.key}'`)).join(' ')} END`;

/** One column per bucket: 1 for a container on hand whose days fall in it, for the chart's sums. */
const bucketColumns = Object.fromEntries(
  DAY_BUCKETS.map((b) => [b.key, `(t.state = 'on_hand' AND ${BUCKET} = '${b.key}')::int`]),
);

/**
 * The containers in play (depot_containers, kept from the events by the database) with their box,
 * shipment, customer and the drayage order that moves them. Scoped by the shipment's branch.
 */
export const depotContainerServerResource: ServerResource = {
  def: depotContainerResource,
  table: 'depot_containers',
  from: `depot_containers t
    JOIN containers c ON c.id = t.id
    JOIN shipments s ON s.id = t.shipment_id
    JOIN companies co ON co.id = s.company_id
    LEFT JOIN LATERAL (SELECT o.order_no, o.trucker FROM drayage_orders o
                        WHERE o.container_id = t.id AND o.status <> 'cancelled'
                        ORDER BY o.id DESC LIMIT 1) o ON true`,
  columns: {
    containerNo: 'c.container_no',
    isoType: 'c.iso_type',
    shipmentNo: 's.shipment_no',
    companyName: 'co.name',
    branchId: 's.branch_id',
    days: DAYS,
    dayBucket: BUCKET,
    orderNo: 'o.order_no',
    trucker: 'o.trucker',
    onHand: `(t.state = 'on_hand')::int`,
    outOfHand: `(t.state = 'out')::int`,
    ...bucketColumns,
  },
  scope: 'branch',
  scopeColumns: { branch: 's.branch_id', company: 's.company_id' },
};
