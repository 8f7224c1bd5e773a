import { useQuery } from '@tanstack/react-query';
import { defaultColumnNames } from '@tidemark/domain';
import { AutoComplete, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../engine/dictionary';
import { useCan } from '../permission';
import { useFeedback } from '../shell/feedback';
import { accessApi, type BranchOption } from './api';
import { type ColumnChoice, columnText, knownColumns, parseColumnText } from './column-order';
import { ColumnPicker } from './column-picker';
import { adminKeys, useAdminWrite } from './queries';
import { type BranchType, type FieldConfig, type FieldConfigValues, settingsApi } from './settings-api';
import { reportTypeLabel, reportTypesOf, tableLabel } from './tables';

type Keys = { tableName: string; reportType: string; configType: string; branchType: BranchType; branchCode: string };

/**
 * The office codes for the office field. Codes come with the user list of the roles page, so
 * administrators who may open it get a list to choose from; everyone else types the code, which
 * the server checks either way.
 */
const BRANCH_QUERY = { q: '', page: 1, limit: 10 };
const NO_BRANCHES: BranchOption[] = [];
const useBranchCodes = (): BranchOption[] => {
  const canRoles = useCan('udRole');
  const users = useQuery({
    queryKey: adminKeys.usersPage(BRANCH_QUERY),
    queryFn: ({ signal }) => accessApi.users(BRANCH_QUERY, signal),
    enabled: canRoles,
    // Without the list the office code is typed; nothing to report.
    meta: { quiet: true },
  });
  return users.data?.branches ?? NO_BRANCHES;
};

const NO_COLUMNS: ColumnChoice[] = [];

/** The table's columns, labelled in the current language. */
export const useTableColumns = (tableName: string): { columns: ColumnChoice[]; loading: boolean } => {
  const { i18n } = useTranslation();
  const columns = useQuery({
    queryKey: [...adminKeys.tableFields(tableName), i18n.language],
    queryFn: ({ signal }) => settingsApi.getAllFieldsOnTable(tableName, signal),
    enabled: tableName !== '',
  });
  return { columns: columns.data ?? NO_COLUMNS, loading: columns.isPending };
};

/**
 * Adds a column configuration (createFieldConfig) or changes the columns of one
 * (updateFieldConfig, at its version): which table, report type and offices it is for, and the
 * default columns in order, at least one.
 */
export const FieldConfigForm = ({
  config,
  tables,
  initialTable,
  onSaved,
  onCancel,
}: {
  /** The configuration to edit; null to add one. */
  config: FieldConfig | null;
  tables: readonly string[];
  initialTable?: string;
  onSaved: (saved: { tableName: string }) => void;
  onCancel?: () => void;
}) => {
  const { t } = useTranslation();
  const { reportError, success } = useFeedback();
  const canEdit = useCan('columnManage:edit');
  const [form] = Form.useForm<Keys>();
  const branchTypes = useDictionary('field_config_branch_type');
  const branchCodes = useBranchCodes();
  const firstTable = config?.tableName ?? (initialTable && tables.includes(initialTable) ? initialTable : tables[0]);
  const tableName = Form.useWatch('tableName', form) ?? firstTable ?? '';
  const reportType = Form.useWatch('reportType', form) ?? '';
  const branchType = Form.useWatch('branchType', form) ?? 'all';
  const { columns: available, loading } = useTableColumns(tableName);
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [columnsError, setColumnsError] = useState<string | null>(null);
  const write = useAdminWrite(
    ({ assignFields, values }: { assignFields: string; values: Omit<FieldConfigValues, 'assignFields'> }) =>
      config
        ? settingsApi.updateFieldConfig(config.id, assignFields, config.version)
        : settingsApi.createFieldConfig({ ...values, assignFields }),
    // The lists whose columns the configuration gives read them again.
    [adminKeys.fieldConfigs, ['settings', 'customerFields'], ['columns']],
  );

  useEffect(() => {
    form.setFieldsValue(
      config
        ? {
            tableName: config.tableName,
            reportType: config.reportType,
            configType: config.configType,
            branchType: config.branchType,
            branchCode: config.branchCode,
          }
        : {
            tableName: firstTable ?? '',
            // The list's own page is the usual report type; the defaults then are that page's columns.
            reportType: reportTypesOf(firstTable ?? '')[0] ?? '',
            configType: '',
            branchType: 'all',
            branchCode: '',
          },
    );
  }, [config, firstTable, form]);

  // Until the administrator changes them, the columns follow the table and report type's defaults.
  useEffect(() => {
    if (available.length === 0) return;
    if (config) {
      setChosen(
        knownColumns(
          parseColumnText(config.assignFields).map((c) => c.fieldName),
          available,
        ),
      );
      return;
    }
    if (!touched) setChosen(knownColumns([...defaultColumnNames(tableName, reportType)], available));
  }, [available, config, tableName, reportType, touched]);

  const reportOptions = useMemo(
    () => reportTypesOf(tableName).map((r) => ({ value: r, label: reportTypeLabel(r, t) })),
    [tableName, t],
  );

  const save = async (keys: Keys) => {
    if (chosen.length === 0) {
      setColumnsError(t('settings.fieldConfig.atLeastOne'));
      return;
    }
    setColumnsError(null);
    try {
      const res = await write.mutateAsync({
        assignFields: columnText(chosen, available),
        values: {
          ...keys,
          reportType: (keys.reportType ?? '').trim(),
          configType: (keys.configType ?? '').trim(),
          branchCode: keys.branchType === 'all' ? '' : (keys.branchCode ?? '').trim().toUpperCase(),
        },
      });
      success(res.message);
      onSaved({ tableName: keys.tableName ?? tableName });
    } catch (error) {
      reportError(error, form);
    }
  };

  const fixed = config !== null;
  const half = { xs: 24, md: 12 };
  return (
    <Form
      name="fieldConfig"
      form={form}
      layout="vertical"
      onFinish={save}
      requiredMark
      className="st-form st-config-form"
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="tableName" label={t('settingsUi.fieldConfig.fields.tableName')} required>
            <Select
              disabled={fixed}
              options={tables.map((name) => ({ value: name, label: `${tableLabel(name, t)} (${name})` }))}
              onChange={(next: string) => {
                setTouched(false);
                form.setFieldsValue({ reportType: reportTypesOf(next)[0] ?? '' });
              }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="reportType"
            label={t('settingsUi.fieldConfig.fields.reportType')}
            extra={fixed ? undefined : t('settingsUi.fieldConfig.reportTypeHint')}
          >
            <AutoComplete options={reportOptions} disabled={fixed} maxLength={100} allowClear />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="branchType" label={t('settingsUi.fieldConfig.fields.branchType')} required>
            <Select
              disabled={fixed}
              options={branchTypes.options.map((o) => ({ value: o.value, label: o.label }))}
              onChange={(v: string) => {
                if (v === 'all') form.setFieldsValue({ branchCode: '' });
              }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="branchCode"
            label={t('settingsUi.fieldConfig.fields.branchCode')}
            required={branchType !== 'all'}
            rules={
              branchType === 'all' || fixed
                ? []
                : [{ required: true, whitespace: true, message: t('validation.required') }]
            }
            normalize={(v: string | undefined) => (v ?? '').toUpperCase()}
            extra={fixed ? undefined : t('settingsUi.fieldConfig.branchCodeHint')}
          >
            <AutoComplete
              disabled={fixed || branchType === 'all'}
              maxLength={10}
              options={branchCodes.map((b) => ({ value: b.code, label: `${b.code} · ${b.name}` }))}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.label ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="configType"
            label={t('settingsUi.fieldConfig.fields.configType')}
            extra={fixed ? undefined : t('settingsUi.fieldConfig.configTypeHint')}
          >
            <Input maxLength={30} disabled={fixed} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t('settingsUi.fieldConfig.fields.assignFields')}
        required
        validateStatus={columnsError ? 'error' : undefined}
        help={columnsError ?? undefined}
      >
        <ColumnPicker
          available={available}
          value={chosen}
          disabled={loading || !canEdit}
          onChange={(next) => {
            setTouched(true);
            setColumnsError(next.length === 0 ? t('settings.fieldConfig.atLeastOne') : null);
            setChosen(next);
          }}
        />
      </Form.Item>
      <Space className="st-form-buttons">
        {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={write.isPending}>
            {t('common.save')}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
};
