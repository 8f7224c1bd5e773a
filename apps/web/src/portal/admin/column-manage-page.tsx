import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tidemark/domain';
import { REPORT_HISTORY_TABLE } from '@tidemark/domain/reports/index';
import {
  AutoComplete,
  Button,
  Col,
  Drawer,
  Empty,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDictionary } from '../engine/dictionary';
import { useCan } from '../permission';
import { useBreakpoint } from '../shell/breakpoint';
import { useFeedback } from '../shell/feedback';
import { formatDateTime } from '../shell/format';
import { PageHeader } from '../shell/page-header';
import { StatusResult } from '../shell/status-result';
import { pagination } from '../shell/table';
import { parseColumnText } from './column-order';
import { FieldConfigForm } from './field-config-form';
import { adminKeys, useAdminWrite } from './queries';
import { type FieldConfig, settingsApi } from './settings-api';
import { CONFIG_TABLES, reportTypeLabel, reportTypesOf, tableLabel } from './tables';
import './settings.css';

const EDIT_PERMISSION = 'columnManage:edit';
const VIEW_PERMISSION = 'columnManage';
const SHOWN_COLUMNS = 4;

type Filters = { tableName: string; reportType: string; branchType: string; branchCode: string };

/** The page's query, kept in the URL so a filtered view can be shared and reloaded. */
export const readConfigQuery = (params: URLSearchParams, tables: readonly string[]) => {
  const asked = params.get('tableName') ?? '';
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('pageNo'));
  return {
    tableName: tables.includes(asked) ? asked : (tables[0] ?? REPORT_HISTORY_TABLE),
    reportType: (params.get('reportType') ?? '').slice(0, 100),
    branchType: ['all', 'controlling_office', 'branch'].includes(params.get('branchType') ?? '')
      ? (params.get('branchType') ?? '')
      : '',
    branchCode: (params.get('branchCode') ?? '').toUpperCase().slice(0, 10),
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

const toParams = (query: ReturnType<typeof readConfigQuery>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || (key === 'pageNo' && value === 1) || (key === 'pageSize' && value === DEFAULT_PAGE_SIZE))
      continue;
    params.set(key, String(value));
  }
  return params;
};

/**
 * columnManage (and reportFieldManage for the report tables): the default columns of each list
 * per table, report type and office (SPEC §7 queryFieldConfig), added, changed and deleted here.
 */
export const ColumnManagePage = ({
  tables = CONFIG_TABLES,
  titleKey = 'menu.pages.columnManage',
  hintKey = 'settingsUi.fieldConfig.hint',
}: {
  tables?: readonly string[];
  titleKey?: string;
  hintKey?: string;
}) => {
  const { t, i18n } = useTranslation();
  const { reportError, success } = useFeedback();
  const canView = useCan(VIEW_PERMISSION);
  const canEdit = useCan(EDIT_PERMISSION);
  const phone = useBreakpoint() === 'phone';
  const branchTypes = useDictionary('field_config_branch_type');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readConfigQuery(params, tables), [params, tables]);
  const [form] = Form.useForm<Filters>();
  const client = useQueryClient();
  const configs = useQuery({
    queryKey: adminKeys.fieldConfigPage(query),
    queryFn: ({ signal }) => settingsApi.queryFieldConfig(query, signal),
    enabled: canView,
    placeholderData: keepPreviousData,
  });
  // A failed read shows an empty table (the failure itself is reported once).
  const data: { list: FieldConfig[]; total: number } =
    configs.data && !configs.isError ? configs.data : { list: [], total: 0 };
  const loading = configs.isFetching;
  const deleteConfig = useAdminWrite(settingsApi.deleteFieldConfig, [adminKeys.fieldConfigs]);
  const [drawer, setDrawer] = useState<{ config: FieldConfig | null } | null>(null);
  const tableName = Form.useWatch('tableName', form) ?? query.tableName;

  /** A search for the query on screen reads the configurations again. */
  const go = useCallback(
    (next: ReturnType<typeof readConfigQuery>) => {
      if (toParams(next).toString() === toParams(query).toString())
        void client.invalidateQueries({ queryKey: adminKeys.fieldConfigs });
      else setParams(toParams(next), { preventScrollReset: true });
    },
    [query, setParams, client],
  );

  useEffect(() => {
    form.setFieldsValue({
      tableName: query.tableName,
      reportType: query.reportType,
      branchType: query.branchType,
      branchCode: query.branchCode,
    });
  }, [query, form]);

  const remove = async (config: FieldConfig) => {
    try {
      success((await deleteConfig.mutateAsync(config.id)).message);
    } catch (error) {
      reportError(error);
    }
  };

  if (!canView) {
    return (
      <>
        <PageHeader title={t(titleKey)} />
        <StatusResult
          status="403"
          title={t('messages.noPermission')}
          subTitle={t('settingsUi.fieldConfig.needsManage')}
        />
      </>
    );
  }

  const columns: TableColumnsType<FieldConfig> = [
    {
      key: 'reportType',
      title: t('settingsUi.fieldConfig.fields.reportType'),
      render: (_, c) => <span className="st-strong">{reportTypeLabel(c.reportType, t)}</span>,
    },
    {
      key: 'office',
      title: t('settingsUi.fieldConfig.office'),
      render: (_, c) => (
        <Space size={4} wrap>
          <span>{branchTypes.labelOf(c.branchType)}</span>
          {c.branchCode ? <Tag className="st-mono">{c.branchCode}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'configType',
      title: t('settingsUi.fieldConfig.fields.configType'),
      responsive: ['lg'],
      render: (_, c) => c.configType || <span className="st-muted">—</span>,
    },
    {
      key: 'columns',
      title: t('settingsUi.fieldConfig.fields.assignFields'),
      render: (_, c) => {
        const list = parseColumnText(c.assignFields);
        return (
          <Tooltip title={list.map((x, i) => `${i + 1}. ${x.fieldLabel || x.fieldName}`).join('  ')}>
            <span className="st-column-tags">
              {list.slice(0, SHOWN_COLUMNS).map((x) => (
                <Tag key={x.fieldName}>{x.fieldLabel || x.fieldName}</Tag>
              ))}
              {list.length > SHOWN_COLUMNS ? (
                <span className="st-muted">
                  {t('settingsUi.fieldConfig.more', { count: list.length - SHOWN_COLUMNS })}
                </span>
              ) : null}
            </span>
          </Tooltip>
        );
      },
    },
    {
      key: 'updatedAt',
      title: t('settingsUi.fieldConfig.updatedAt'),
      responsive: ['md'],
      render: (_, c) => <span className="st-nowrap">{formatDateTime(c.updatedAt, i18n.language)}</span>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('portal.table.actions'),
            width: 1,
            render: (_: unknown, c: FieldConfig) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setDrawer({ config: c })}
                >
                  {t('portal.actions.edit')}
                </Button>
                <Popconfirm
                  title={t('settingsUi.fieldConfig.confirmDelete')}
                  description={t('settingsUi.fieldConfig.confirmDeleteText')}
                  okText={t('portal.actions.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(c)}
                >
                  <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />}>
                    {t('portal.actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t(titleKey)}
        description={t(hintKey)}
        extra={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDrawer({ config: null })}>
              {t('settingsUi.fieldConfig.add')}
            </Button>
          ) : null
        }
      />
      <div className="pt-panel">
        <Form
          name="configSearch"
          form={form}
          layout="vertical"
          className="st-search"
          onFinish={(v) =>
            go({
              ...query,
              tableName: v.tableName,
              reportType: (v.reportType ?? '').trim(),
              branchType: v.branchType ?? '',
              branchCode: (v.branchCode ?? '').trim().toUpperCase(),
              pageNo: 1,
            })
          }
        >
          <Row gutter={[12, 0]} align="bottom">
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="tableName" label={t('settingsUi.fieldConfig.fields.tableName')}>
                <Select
                  options={tables.map((name) => ({ value: name, label: tableLabel(name, t) }))}
                  onChange={() => form.setFieldsValue({ reportType: '' })}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Form.Item name="reportType" label={t('settingsUi.fieldConfig.fields.reportType')}>
                <AutoComplete
                  allowClear
                  maxLength={100}
                  options={reportTypesOf(tableName).map((r) => ({ value: r, label: reportTypeLabel(r, t) }))}
                  placeholder={t('common.all')}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={12} lg={4}>
              <Form.Item name="branchType" label={t('settingsUi.fieldConfig.fields.branchType')}>
                <Select
                  options={[
                    { value: '', label: t('common.all') },
                    ...branchTypes.options.map((o) => ({ value: o.value, label: o.label })),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={12} lg={4}>
              <Form.Item name="branchCode" label={t('settingsUi.fieldConfig.fields.branchCode')}>
                <Input allowClear maxLength={10} className="st-upper" />
              </Form.Item>
            </Col>
            <Col xs={24} lg={6}>
              <Form.Item className="st-search-buttons">
                <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
                  {t('common.search')}
                </Button>
                <Button
                  onClick={() =>
                    go({
                      ...query,
                      reportType: '',
                      branchType: '',
                      branchCode: '',
                      pageNo: 1,
                      tableName: query.tableName,
                    })
                  }
                >
                  {t('common.reset')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Table<FieldConfig>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data.list}
          loading={loading}
          scroll={{ x: 'max-content' }}
          pagination={pagination(
            { page: query.pageNo, limit: query.pageSize },
            data.total,
            (next) => go({ ...query, pageNo: next.page, pageSize: next.limit }),
            t,
          )}
          locale={{
            emptyText: (
              <Empty description={t('settingsUi.fieldConfig.empty', { table: tableLabel(query.tableName, t) })} />
            ),
          }}
        />
      </div>
      <Drawer
        open={drawer !== null}
        size={phone ? '100%' : 640}
        title={drawer?.config ? t('settingsUi.fieldConfig.editTitle') : t('menu.pages.columnAdd')}
        onClose={() => setDrawer(null)}
        destroyOnHidden
      >
        {drawer ? (
          <FieldConfigForm
            config={drawer.config}
            tables={tables}
            initialTable={query.tableName}
            onCancel={() => setDrawer(null)}
            onSaved={({ tableName: saved }) => {
              setDrawer(null);
              // The save reloads the configurations; one of another table is shown on its own page.
              if (saved !== query.tableName) go({ ...query, tableName: saved, pageNo: 1 });
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
};

/** reportFieldManage: the same administration, for the report tables only. */
export const ReportFieldManagePage = () => (
  <ColumnManagePage
    tables={[REPORT_HISTORY_TABLE]}
    titleKey="menu.pages.reportFieldManage"
    hintKey="settingsUi.fieldConfig.reportHint"
  />
);
