import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { type ChecklistItem, checklistLabelKey } from '@tidemark/domain/ops/bookings/index';
import { useTranslation } from 'react-i18next';

/**
 * The checklist beside the booking: each line of the domain's checklist (the one the server
 * enforces when confirming), ticked or not, with how many are still missing.
 */
export const BookingChecklist = ({ items }: { items: readonly ChecklistItem[] }) => {
  const { t } = useTranslation();
  const missing = items.filter((i) => !i.ok).length;
  return (
    <section className="pt-panel bk-checklist" aria-labelledby="bk-checklist-title">
      <h2 id="bk-checklist-title" className="eng-section-title">
        {t('ops.bookings.checklist.title')}
      </h2>
      <p className={missing === 0 ? 'bk-checklist-ready' : 'bk-checklist-missing'} role="status">
        {missing === 0
          ? t('ops.bookings.checklist.ready')
          : t('ops.bookings.checklist.missingCount', { count: missing })}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.key} data-ok={item.ok} data-item={item.key}>
            {item.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
            <span>{t(checklistLabelKey(item.key))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
