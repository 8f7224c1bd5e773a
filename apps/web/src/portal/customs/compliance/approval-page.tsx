import { post } from '../../../wire/request';
import { QueueScreen, type QueueScreenDef } from '../../engine/queue-screen';

const s = (key: string) => `customs.compliance.screen.${key}`;

/**
 * The approval queue: statements submitted for approval, each approved in one click or rejected
 * with a reason. The server refuses the author's own decision (and the database holds the same).
 */
export const APPROVAL_QUEUE: QueueScreenDef = {
  page: 'complianceWrittenAp',
  resource: 'complianceStatement',
  helpKey: s('approveHelp'),
  mayDecide: (actions) => actions.transitions.some((a) => a.key === 'approve'),
  approve: {
    labelKey: s('approve'),
    send: (row) => post('/api/customs/compliance/approve', { id: row.id, version: String(row.version ?? '') }),
  },
  reject: {
    labelKey: s('reject'),
    title: (row, t) => t(s('rejectTitle'), { company: String(row.companyName ?? '') }),
    reasonKey: s('reason'),
    send: (row, reason) =>
      post('/api/customs/compliance/reject', { id: row.id, version: String(row.version ?? ''), reason }),
  },
};

/** Route complianceWrittenAp: the approval queue, and one statement's detail with its history. */
export const ApprovalPage = () => <QueueScreen def={APPROVAL_QUEUE} />;
