import { Link } from 'react-router';
import { post } from '../../../wire/request';
import { QueueScreen, type QueueScreenDef } from '../../engine/queue-screen';

/** Sets the review marker (review or reject) on one line of its shipment's sheet. */
const mark = (row: { id: number; shipmentId?: unknown }, marker: 'review' | 'reject', reason?: string) =>
  post('/api/finance/chargeSheetverify/review', {
    shipmentId: String(row.shipmentId),
    ids: [row.id],
    marker,
    ...(reason === undefined ? {} : { reason }),
  });

/**
 * The review queue: submitted lines of the user's branches, each reviewed or rejected with a reason,
 * or opened on its sheet. Review is a marker the charge routes set, not an engine transition: holders
 * of the review marker get the decisions.
 */
export const VERIFY_QUEUE: QueueScreenDef = {
  page: 'chargeSheetverify',
  resource: 'chargeLine',
  helpKey: 'finance.charges.ui.verifyHelp',
  mayDecide: (actions) => actions.transitions.some((a) => a.key === 'review'),
  links: (row, t) => (
    <Link to={`/dashboard/chargeSheet?no=${encodeURIComponent(String(row.shipmentNo))}`}>
      {t('finance.charges.ui.openSheet')}
    </Link>
  ),
  approve: { labelKey: 'finance.charges.ui.review', send: (row) => mark(row, 'review') },
  reject: {
    labelKey: 'finance.charges.ui.reject',
    title: (_, t) => t('finance.charges.ui.rejectTitle', { count: 1 }),
    reasonKey: 'finance.charges.ui.reason',
    send: (row, reason) => mark(row, 'reject', reason),
  },
};

/** Route chargeSheetverify: the review queue, and one line's detail with its history. */
export const VerifyPage = () => <QueueScreen def={VERIFY_QUEUE} />;
