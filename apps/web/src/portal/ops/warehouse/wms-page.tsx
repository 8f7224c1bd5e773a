import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineRow } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { Permission } from '../../permission';
import { PageHeader } from '../../shell/page-header';
import { CameraModal } from './camera-modal';
import { LabelModal } from './label-modal';
import { PhotosDrawer } from './photos-drawer';
import { ReceiveDrawer } from './receive-drawer';
import { SplitModal } from './split-modal';
import './warehouse.css';

type Named = { id: number; receiptNo: string };
const named = (row: EngineRow): Named => ({ id: row.id, receiptNo: String(row.receiptNo ?? '') });

/**
 * Route wms, the receiving desk: the generic list and detail of the receipts (weigh, check and
 * store are their transitions), with receiving by a typed or scanned booking number, photos,
 * the barcode label, splitting over locations and the branch's camera settings.
 */
export const WmsPage = () => {
  const { t } = useTranslation();
  const [receiving, setReceiving] = useState(false);
  const [camera, setCamera] = useState(false);
  const [photos, setPhotos] = useState<Named | null>(null);
  const [label, setLabel] = useState<EngineRow | null>(null);
  const [split, setSplit] = useState<Named | null>(null);
  return (
    <>
      <EngineScreen
        url="wms"
        list={{
          header: (list) => (
            <PageHeader
              title={t(list.page.titleKey)}
              extra={
                <Space wrap>
                  <Button onClick={() => setCamera(true)}>{t('ops.warehouse.ui.camera')}</Button>
                  <Permission need="wms:create">
                    <Button type="primary" onClick={() => setReceiving(true)}>
                      {t('ops.warehouse.ui.receive')}
                    </Button>
                  </Permission>
                </Space>
              }
            />
          ),
          rowActions: (row) => (
            <span className="wh-row-actions">
              <button type="button" className="wh-link" onClick={() => setPhotos(named(row))}>
                {t('ops.warehouse.ui.photos')}
              </button>
              <button type="button" className="wh-link" onClick={() => setLabel(row)}>
                {t('ops.warehouse.ui.label')}
              </button>
              {row.opStatus !== 'released' ? (
                <Permission need="wms:edit">
                  <button type="button" className="wh-link" onClick={() => setSplit(named(row))}>
                    {t('ops.warehouse.ui.split')}
                  </button>
                </Permission>
              ) : null}
            </span>
          ),
        }}
      />
      <ReceiveDrawer open={receiving} onClose={() => setReceiving(false)} />
      <PhotosDrawer receipt={photos} onClose={() => setPhotos(null)} />
      <LabelModal receipt={label} onClose={() => setLabel(null)} />
      <SplitModal receipt={split} onClose={() => setSplit(null)} />
      <CameraModal open={camera} onClose={() => setCamera(false)} />
    </>
  );
};
