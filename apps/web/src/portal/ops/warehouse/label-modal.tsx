import { BARCODE } from '@tidemark/domain/ops/warehouse/rules';
import { Button, Modal } from 'antd';
import JsBarcode from 'jsbarcode';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineRow } from '../../engine/api';
import { useDictionary } from '../../engine/dictionary';

/**
 * Prints the label alone: while the page prints, everything but the label is hidden by the print
 * rules of warehouse.css (the portal's menus, the dialog's frame, the watermark), on a label-sized
 * page. The rules are the stylesheet's own, so the portal's content policy has nothing to refuse.
 */
const printLabel = () => {
  const done = () => {
    document.body.classList.remove('wh-printing');
    window.removeEventListener('afterprint', done);
  };
  document.body.classList.add('wh-printing');
  window.addEventListener('afterprint', done);
  window.print();
};

/** A receipt's label: its number as a barcode (SPEC §9: width 3, height 72, font size 24) and what it holds. */
export const LabelModal = ({ receipt, onClose }: { receipt: EngineRow | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const packageTypes = useDictionary('warehouse_package_type');
  const code = receipt ? String(receipt.receiptNo ?? '') : '';
  // Drawn when the frame's svg is attached: the dialog mounts its content after it opens.
  const draw = useCallback(
    (node: SVGSVGElement | null) => {
      if (!node || !code) return;
      JsBarcode(node, code, {
        format: 'CODE128',
        width: BARCODE.width,
        height: BARCODE.height,
        fontSize: BARCODE.fontSize,
        margin: 8,
      });
    },
    [code],
  );
  const f = (name: string) => t(`ops.warehouse.receipt.fields.${name}`);
  return (
    <Modal
      open={receipt !== null}
      onCancel={onClose}
      title={t('ops.warehouse.ui.printLabel')}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={printLabel}>
          {t('ops.warehouse.ui.print')}
        </Button>
      }
    >
      {receipt ? (
        <div className="wh-label">
          <svg ref={draw} role="img" aria-label={code} />
          <dl>
            <dt>{f('bookingNo')}</dt>
            <dd>{String(receipt.bookingNo ?? '')}</dd>
            <dt>{f('companyName')}</dt>
            <dd>{String(receipt.companyName ?? '')}</dd>
            <dt>{f('location')}</dt>
            <dd>{String(receipt.location ?? '')}</dd>
            <dt>{f('packages')}</dt>
            <dd>
              {String(receipt.packages ?? '')} {packageTypes.labelOf(receipt.packageType)}
            </dd>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
};
