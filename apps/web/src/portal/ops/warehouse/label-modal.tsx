import { BARCODE } from '@tidemark/domain/ops/warehouse/rules';
import { Button, Modal } from 'antd';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineRow } from '../../engine/api';
import { useDictionary } from '../../engine/dictionary';

const PRINT_CSS = `
  @page { size: 100mm 70mm; margin: 4mm; }
  html, body { margin: 0; font-family: Arial, 'Microsoft YaHei', sans-serif; color: #000; }
  .wh-label { width: 100%; text-align: center; }
  .wh-label svg { max-width: 100%; height: auto; }
  .wh-label dl { display: grid; grid-template-columns: auto 1fr; gap: 1mm 3mm; margin: 2mm 0 0; text-align: left; font-size: 10pt; }
  .wh-label dt { font-weight: bold; }
  .wh-label dd { margin: 0; }
`;

/**
 * Prints the label alone: its markup in a hidden frame with its own page size, so nothing of the
 * portal (menus, watermark) reaches the paper.
 */
const printLabel = (label: HTMLElement) => {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html><head><meta charset="utf-8"><title>${document.title}</title><style>${PRINT_CSS}</style></head><body></body></html>`,
  );
  doc.close();
  doc.body.append(doc.importNode(label, true));
  win.addEventListener('afterprint', () => frame.remove());
  win.focus();
  win.print();
};

/** A receipt's label: its number as a barcode (SPEC §9: width 3, height 72, font size 24) and what it holds. */
export const LabelModal = ({ receipt, onClose }: { receipt: EngineRow | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const label = useRef<HTMLDivElement>(null);
  const packageTypes = useDictionary('warehouse_package_type');
  const code = receipt ? String(receipt.receiptNo ?? '') : '';
  useEffect(() => {
    if (!svg.current || !code) return;
    JsBarcode(svg.current, code, {
      format: 'CODE128',
      width: BARCODE.width,
      height: BARCODE.height,
      fontSize: BARCODE.fontSize,
      margin: 8,
    });
  }, [code]);
  const f = (name: string) => t(`ops.warehouse.receipt.fields.${name}`);
  return (
    <Modal
      open={receipt !== null}
      onCancel={onClose}
      title={t('ops.warehouse.ui.printLabel')}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={() => label.current && printLabel(label.current)}>
          {t('ops.warehouse.ui.print')}
        </Button>
      }
    >
      {receipt ? (
        <div className="wh-label" ref={label}>
          <svg ref={svg} role="img" aria-label={code} />
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
