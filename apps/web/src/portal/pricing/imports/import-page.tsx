import { CloudUploadOutlined, DownloadOutlined, FileSearchOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RATE_IMPORT_PAGE,
  RATE_SHEET_COLUMNS,
  RATE_SHEET_EXTENSIONS,
  type RateKind,
  REQUIRED_RATE_COLUMNS,
  rateSheetExtension,
} from '@tidemark/domain/pricing/imports/index';
import {
  Alert,
  Upload as AntUpload,
  App,
  Button,
  Input,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestError } from '../../../wire/request';
import { engineKeys, invalidateResource } from '../../engine/queries';
import { Permission } from '../../permission';
import { useFeedback } from '../../shell/feedback';
import { formatDateTime } from '../../shell/format';
import { PageHeader } from '../../shell/page-header';
import { importsApi, type RecentImport, type SheetPreview } from './api';
import './imports.css';
import { PreviewTable } from './preview-table';

const ACCEPT = RATE_SHEET_EXTENSIONS.map((e) => `.${e}`).join(',');
/** A list page size the engine accepts (10, 20, 30 or 50). */
const RECENT_LIMIT = 10;

/** The template's columns, which are required, and what each holds. */
const ColumnGuide = () => {
  const { t } = useTranslation();
  const columns: TableColumnsType<(typeof RATE_SHEET_COLUMNS)[number]> = [
    {
      key: 'column',
      title: t('pricing.imports.columnsTitle'),
      render: (_, c) => <strong className="pt-nowrap">{t(`pricing.imports.columns.${c}`)}</strong>,
    },
    {
      key: 'required',
      width: 90,
      render: (_, c) =>
        REQUIRED_RATE_COLUMNS.includes(c) ? (
          <Tag color="red">{t('pricing.imports.required')}</Tag>
        ) : (
          <Tag>{t('pricing.imports.optional')}</Tag>
        ),
    },
    { key: 'content', title: t('pricing.imports.content'), render: (_, c) => t(`pricing.imports.hints.${c}`) },
  ];
  return (
    <Table
      className="rate-guide"
      rowKey={(c) => c}
      size="small"
      columns={columns}
      dataSource={[...RATE_SHEET_COLUMNS]}
      pagination={false}
    />
  );
};

const RecentImports = ({ rows, loading }: { rows: readonly RecentImport[]; loading: boolean }) => {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<RecentImport> = [
    { key: 'fileName', title: t('pricing.imports.log.fields.fileName'), dataIndex: 'fileName' },
    { key: 'shipmentNo', title: t('pricing.imports.log.fields.shipmentNo'), dataIndex: 'shipmentNo' },
    { key: 'kind', title: t('pricing.imports.log.fields.kind'), render: (_, r) => t(`enums.tariff_kind.${r.kind}`) },
    { key: 'rowsRead', title: t('pricing.imports.log.fields.rowsRead'), dataIndex: 'rowsRead', responsive: ['md'] },
    { key: 'rowsAccepted', title: t('pricing.imports.log.fields.rowsAccepted'), dataIndex: 'rowsAccepted' },
    {
      key: 'rowsRefused',
      title: t('pricing.imports.log.fields.rowsRefused'),
      render: (_, r) => (r.rowsRefused > 0 ? <Tag color="error">{r.rowsRefused}</Tag> : r.rowsRefused),
    },
    {
      key: 'createdAt',
      title: t('pricing.imports.log.fields.createdAt'),
      responsive: ['lg'],
      render: (_, r) => formatDateTime(r.createdAt, i18n.language),
    },
  ];
  return (
    <section className="rate-recent">
      <Space className="rate-recent-head" wrap>
        <h2>{t('pricing.imports.recent')}</h2>
        <Permission need="rateImportLog">
          <Link to="/dashboard/rateImportLog">{t('pricing.imports.openLog')}</Link>
        </Permission>
        <Permission need="importedRates">
          <Link to="/dashboard/importedRates">{t('pricing.imports.openRates')}</Link>
        </Permission>
      </Space>
      <Table<RecentImport>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        locale={{ emptyText: t('pricing.imports.noImports') }}
      />
    </section>
  );
};

/**
 * rateSheetImport: choose one .xls/.xlsx rate sheet, read every row's check in the preview (nothing
 * is saved yet), then import the accepted rows into the shipment's sell or cost rates.
 */
export const RateSheetImportPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [templateKind, setTemplateKind] = useState<RateKind>('sell');
  const [templateShipment, setTemplateShipment] = useState('');
  const recent = useQuery({
    queryKey: [...engineKeys.resource('rateImport'), 'recent', RECENT_LIMIT],
    queryFn: ({ signal }) => importsApi.recent(RECENT_LIMIT, signal),
  });
  const check = useMutation({ mutationFn: (chosen: File) => importsApi.preview(chosen) });
  const save = useMutation({
    mutationFn: (chosen: File) => importsApi.commit(chosen),
    onSettled: async () => {
      await invalidateResource(client, 'rateImport');
      await invalidateResource(client, 'shipmentRate');
    },
  });

  /** A whole-file refusal (B2, C3, the columns, the type) is one message; anything else is reported. */
  const refusal = (error: unknown) => {
    if (error instanceof RequestError && error.status === 400) void message.error(error.message);
    else reportError(error);
  };

  const runPreview = async (chosen: File) => {
    setPreview(null);
    try {
      setPreview((await check.mutateAsync(chosen)).data);
    } catch (error) {
      refusal(error);
    }
  };

  const runCommit = async () => {
    if (!file) return;
    try {
      const answer = await save.mutateAsync(file);
      void message.success(answer.message);
      setPreview(null);
      setFile(null);
    } catch (error) {
      refusal(error);
    }
  };

  const template = async () => {
    try {
      await importsApi.template(templateKind, templateShipment.trim());
    } catch (error) {
      reportError(error);
    }
  };

  const busy = check.isPending || save.isPending;
  const counts = preview?.counts;
  return (
    <>
      <PageHeader title={t('menu.pages.rateSheetImport')} description={t('pricing.imports.intro')} />
      <Space wrap className="rate-template">
        <Segmented<RateKind>
          value={templateKind}
          onChange={setTemplateKind}
          options={[
            { value: 'sell', label: t('enums.tariff_kind.sell') },
            { value: 'cost', label: t('enums.tariff_kind.cost') },
          ]}
        />
        <Input
          className="rate-template-shipment"
          value={templateShipment}
          onChange={(e) => setTemplateShipment(e.target.value)}
          placeholder={t('pricing.imports.templateSheet.shipment')}
          aria-label={t('pricing.imports.templateSheet.shipment')}
          maxLength={30}
        />
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template()}>
          {t('pricing.imports.template')}
        </Button>
      </Space>
      <ColumnGuide />
      <Permission need={`${RATE_IMPORT_PAGE}:upload`}>
        <section className="rate-send">
          <Upload
            file={file}
            disabled={busy}
            onChoose={(chosen) => {
              if (!rateSheetExtension(chosen.name)) {
                void message.error(t('tracking.uploads.wrongType'));
                return;
              }
              setFile(chosen);
              void runPreview(chosen);
            }}
            onClear={() => {
              setFile(null);
              setPreview(null);
            }}
          />
          <Space wrap className="rate-actions">
            <Button
              icon={<FileSearchOutlined aria-hidden />}
              loading={check.isPending}
              disabled={!file || save.isPending}
              onClick={() => file && void runPreview(file)}
            >
              {t('pricing.imports.preview')}
            </Button>
            {preview && counts ? (
              <Button
                type="primary"
                icon={<CloudUploadOutlined aria-hidden />}
                loading={save.isPending}
                disabled={counts.accepted === 0 || check.isPending}
                onClick={() => void runCommit()}
              >
                {counts.refused > 0
                  ? t('pricing.imports.commitWithRefused', { count: counts.accepted, refused: counts.refused })
                  : t('pricing.imports.commit', { count: counts.accepted })}
              </Button>
            ) : null}
          </Space>
          {check.isPending ? <Alert type="info" showIcon title={t('pricing.imports.checking')} /> : null}
          {preview && counts?.accepted === 0 ? (
            <Alert type="warning" showIcon title={t('pricing.imports.nothingToImport')} />
          ) : null}
        </section>
      </Permission>
      {preview ? <PreviewTable preview={preview} /> : null}
      <RecentImports rows={recent.data ?? []} loading={recent.isFetching} />
    </>
  );
};

/** The drop area for one sheet; the file is sent by the page (with the session header the route needs). */
const Upload = ({
  file,
  disabled,
  onChoose,
  onClear,
}: {
  file: File | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <AntUpload.Dragger
      accept={ACCEPT}
      multiple={false}
      maxCount={1}
      disabled={disabled}
      fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
      beforeUpload={(chosen) => {
        onChoose(chosen);
        return false;
      }}
      onRemove={onClear}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{t('pricing.imports.choose')}</p>
      <p className="ant-upload-hint">{t('tracking.uploads.wrongType')}</p>
    </AntUpload.Dragger>
  );
};
