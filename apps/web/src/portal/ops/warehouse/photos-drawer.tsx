import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CameraErrorCode, PHOTO_MAX, PHOTO_TYPES } from '@tidemark/domain/ops/warehouse/rules';
import { Alert, App, Button, Drawer, Empty, Popconfirm, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateResource } from '../../engine/queries';
import { Permission, useCan } from '../../permission';
import { useFeedback } from '../../shell/feedback';
import { type Camera, warehouseApi, warehouseKeys } from './api';

/** One stored photo, read with the session. */
const Thumb = ({ id, position }: { id: number; position: number }) => {
  const query = useQuery({
    queryKey: warehouseKeys.photo(id, position),
    queryFn: ({ signal }) => warehouseApi.photoUrl(id, position, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const url = query.data;
  return url ? (
    <img className="wh-photo" src={url} alt={`#${position}`} />
  ) : (
    <div className="wh-photo wh-photo-empty" />
  );
};

/**
 * A snapshot from the branch's network camera, when it has a snapshot address: fetched by the
 * browser within the login time-out, tried again up to the configured retries. Failing, it answers
 * the camera's error code (network 1001, unsupported 2002).
 */
const snapshot = async (camera: Camera): Promise<{ blob: Blob } | { code: CameraErrorCode }> => {
  if (!camera.snapshotUrl) return { code: '1002' };
  for (let attempt = 0; attempt <= camera.maxRetries; attempt++) {
    try {
      const response = await fetch(camera.snapshotUrl, {
        signal: AbortSignal.timeout(camera.loginTimeoutMs),
        credentials: 'omit',
      });
      if (!response.ok) continue;
      const blob = await response.blob();
      return /^image\/(jpeg|png)/.test(blob.type) ? { blob } : { code: '2002' };
    } catch {
      // The camera did not answer in time or refused the browser: try again, then report it.
    }
  }
  return { code: '1001' };
};

/** The photos of a receipt (SPEC §5, §9: at most four), uploaded as files or taken from the camera. */
export const PhotosDrawer = ({
  receipt,
  onClose,
}: {
  receipt: { id: number; receiptNo: string } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const canEdit = useCan('wms:edit');
  const id = receipt?.id ?? 0;
  const [cameraError, setCameraError] = useState<CameraErrorCode | null>(null);
  const photos = useQuery({
    queryKey: warehouseKeys.photos(id),
    queryFn: ({ signal }) => warehouseApi.photos(id, signal),
    enabled: receipt !== null,
  });
  const camera = useQuery({
    queryKey: warehouseKeys.camera,
    queryFn: ({ signal }) => warehouseApi.camera(signal),
    enabled: receipt !== null && canEdit,
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: warehouseKeys.photos(id) }),
      invalidateResource(client, 'warehouseReceipt'),
    ]);
  const upload = useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => warehouseApi.uploadPhoto(id, file, name),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (position: number) => warehouseApi.deletePhoto(id, position),
    onSuccess: async (_data, position) => {
      client.removeQueries({ queryKey: warehouseKeys.photo(id, position) });
      await refresh();
    },
  });

  const send = async (file: Blob, name: string) => {
    try {
      const answer = await upload.mutateAsync({ file, name });
      void message.success(answer.message || t('ops.warehouse.ui.uploaded'));
    } catch (error) {
      reportError(error);
    }
  };
  const capture = async () => {
    if (!camera.data) return;
    setCameraError(null);
    const shot = await snapshot(camera.data);
    if ('code' in shot) setCameraError(shot.code);
    else await send(shot.blob, `camera-${Date.now()}.${shot.blob.type === 'image/png' ? 'png' : 'jpg'}`);
  };

  const list = photos.data?.photos ?? [];
  const full = list.length >= PHOTO_MAX;
  return (
    <Drawer
      open={receipt !== null}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={t('ops.warehouse.ui.photosOf', { receiptNo: receipt?.receiptNo ?? '' })}
    >
      <p className="wh-muted">{t('ops.warehouse.ui.photoCount', { count: list.length })}</p>
      {list.length === 0 && !photos.isLoading ? <Empty /> : null}
      <div className="wh-photos">
        {list.map((p) => (
          <figure key={p.position}>
            <Thumb id={id} position={p.position} />
            <figcaption>
              {p.fileName}
              <Permission need="wms:edit">
                <Popconfirm
                  title={t('ops.warehouse.ui.deletePhoto')}
                  onConfirm={() => void remove.mutateAsync(p.position).catch(reportError)}
                >
                  <Button type="link" size="small" danger>
                    {t('ops.warehouse.ui.deletePhoto')}
                  </Button>
                </Popconfirm>
              </Permission>
            </figcaption>
          </figure>
        ))}
      </div>
      <Permission need="wms:edit">
        <Space wrap className="wh-photo-actions">
          <Upload
            accept={PHOTO_TYPES.join(',')}
            showUploadList={false}
            disabled={full || upload.isPending}
            beforeUpload={(file) => {
              void send(file, file.name);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} disabled={full} loading={upload.isPending}>
              {t('ops.warehouse.ui.upload')}
            </Button>
          </Upload>
          {camera.data?.snapshotUrl ? (
            <Button icon={<CameraOutlined aria-hidden />} disabled={full} onClick={() => void capture()}>
              {t('ops.warehouse.ui.capture')}
            </Button>
          ) : null}
        </Space>
        {camera.isSuccess && !camera.data?.snapshotUrl ? (
          <Alert type="info" showIcon title={t('ops.warehouse.ui.cameraOff')} />
        ) : null}
        {cameraError ? (
          <Alert
            type="warning"
            showIcon
            title={t('ops.warehouse.ui.cameraFailed', {
              code: cameraError,
              message: t(`enums.camera_error.${cameraError}`),
            })}
          />
        ) : null}
      </Permission>
    </Drawer>
  );
};
