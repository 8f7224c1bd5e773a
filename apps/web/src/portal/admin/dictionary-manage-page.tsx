import { EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DICT_TYPES } from '@tidemark/domain';
import {
  App,
  Button,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Menu,
  Modal,
  Row,
  Select,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../wire/request';
import { invalidateDictionaries } from '../engine/dictionary';
import { Permission, useCan } from '../permission';
import { useBreakpoint } from '../shell/breakpoint';
import { useFeedback, useRules } from '../shell/feedback';
import { PageHeader } from '../shell/page-header';
import { localPagination } from '../shell/table';
import { adminKeys, useAdminWrite } from './queries';
import { type DictionaryEntry, settingsApi } from './settings-api';
import './settings.css';

const EDIT_PERMISSION = 'dictionaryManage:edit';

type EntryValues = { value?: string; labelEn?: string; labelZh?: string; sort?: number | null; active?: boolean };

/** A dictionary's name in the reader's language; its key when the catalog has none. */
export const dictTypeName = (dictType: string, t: TFunction): string =>
  t(`settingsUi.dictTypes.${dictType}`, { defaultValue: dictType });

/** Every dictionary: the seeded ones first, in their declared order, then any others in the table. */
export const dictionaryTypes = (entries: readonly DictionaryEntry[]): string[] => {
  const known = new Set<string>(DICT_TYPES);
  const extra = [...new Set(entries.map((e) => e.dictType).filter((d) => !known.has(d)))].sort();
  return [...DICT_TYPES, ...extra];
};

/** The next sort number after the last entry, in steps of 10 as the seed numbers them. */
export const nextSort = (entries: readonly DictionaryEntry[]): number =>
  entries.reduce((max, e) => Math.max(max, e.sort), 0) + 10;

const NO_ENTRIES: DictionaryEntry[] = [];

const EntryForm = ({
  open,
  dictType,
  entry,
  entries,
  onClose,
  onSaved,
}: {
  open: boolean;
  dictType: string;
  entry: DictionaryEntry | null;
  entries: readonly DictionaryEntry[];
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EntryValues>();
  const client = useQueryClient();
  const save = useAdminWrite(settingsApi.saveDictionary, [adminKeys.dictionaries]);
  const { reportError, success } = useFeedback();
  const rules = useRules();

  // Filled once each time the form opens, so a reload behind the dialog keeps what is typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) {
      filled.current = false;
      return;
    }
    if (filled.current) return;
    filled.current = true;
    form.resetFields();
    form.setFieldsValue(
      entry
        ? { value: entry.value, labelEn: entry.labelEn, labelZh: entry.labelZh, sort: entry.sort, active: entry.active }
        : { value: '', labelEn: '', labelZh: '', sort: nextSort(entries), active: true },
    );
  }, [open, entry, entries, form]);

  const submit = async (values: EntryValues) => {
    try {
      const res = await save.mutateAsync({
        ...(entry ? { id: entry.id, version: entry.version } : {}),
        dictType,
        value: entry ? entry.value : (values.value ?? '').trim(),
        labelEn: (values.labelEn ?? '').trim(),
        labelZh: (values.labelZh ?? '').trim(),
        sort: values.sort ?? 0,
        active: values.active !== false,
      });
      success(res.message);
      void invalidateDictionaries();
      onSaved();
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        // Someone else changed the entry: the dictionaries are read again.
        void message.error(t('messages.dataChanged'));
        void client.invalidateQueries({ queryKey: adminKeys.dictionaries });
        onSaved();
        return;
      }
      reportError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={
        entry
          ? t('settingsUi.dictionaries.editTitle', { name: dictTypeName(dictType, t), value: entry.value || '∅' })
          : t('settingsUi.dictionaries.createTitle', { name: dictTypeName(dictType, t) })
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      forceRender
    >
      <Form name="dictionaryEntry" form={form} layout="vertical" onFinish={submit} requiredMark className="st-form">
        <Form.Item
          name="value"
          label={t('settingsUi.dictionaries.fields.value')}
          extra={entry ? t('settingsUi.dictionaries.valueFixed') : t('settingsUi.dictionaries.valueHint')}
          rules={[rules.max(60)]}
        >
          <Input maxLength={60} disabled={entry !== null} autoComplete="off" className="st-mono" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="labelEn"
              label={t('settingsUi.dictionaries.fields.labelEn')}
              rules={[rules.required, rules.max(100)]}
            >
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="labelZh"
              label={t('settingsUi.dictionaries.fields.labelZh')}
              rules={[rules.required, rules.max(100)]}
            >
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="sort"
              label={t('settingsUi.dictionaries.fields.sort')}
              extra={t('settingsUi.dictionaries.sortHint')}
            >
              <InputNumber min={-1_000_000} max={1_000_000} precision={0} className="st-full" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="active"
              label={t('settingsUi.dictionaries.fields.active')}
              valuePropName="checked"
              extra={t('settingsUi.dictionaries.activeHint')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};

/**
 * dictionaryManage: the values of every dictionary with their labels in both languages, their
 * order and whether they are offered; administrators add and edit entries at their version.
 */
export const DictionaryManagePage = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const canEdit = useCan(EDIT_PERMISSION);
  const phone = useBreakpoint() === 'phone';
  const [params, setParams] = useSearchParams();
  const dictionaries = useQuery({
    queryKey: adminKeys.dictionaries,
    queryFn: ({ signal }) => settingsApi.dictionaries(signal),
  });
  const entries = dictionaries.data ?? NO_ENTRIES;
  const loading = dictionaries.isFetching;
  const load = () => client.invalidateQueries({ queryKey: adminKeys.dictionaries });
  const [typeQuery, setTypeQuery] = useState('');
  const [valueQuery, setValueQuery] = useState('');
  const [editing, setEditing] = useState<{ entry: DictionaryEntry | null } | null>(null);

  const types = useMemo(() => dictionaryTypes(entries), [entries]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const e of entries) map.set(e.dictType, (map.get(e.dictType) ?? 0) + 1);
    return map;
  }, [entries]);
  const asked = params.get('type');
  const dictType = asked && types.includes(asked) ? asked : (types[0] ?? '');
  const choose = (next: string) => {
    setValueQuery('');
    setParams(new URLSearchParams({ type: next }), { preventScrollReset: true });
  };

  // A dictionary chosen by URL may be far down the list: bring it into view once the list is there.
  const typeList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!dictType) return;
    const menu = typeList.current?.querySelector<HTMLElement>('.st-dict-menu');
    const item = menu?.querySelector<HTMLElement>('.ant-menu-item-selected');
    if (!menu || !item) return;
    // Scrolls the list only, never the page.
    const [m, i] = [menu.getBoundingClientRect(), item.getBoundingClientRect()];
    if (i.top < m.top || i.bottom > m.bottom) menu.scrollTop += i.top - m.top - (m.height - i.height) / 2;
  }, [dictType]);

  const needle = typeQuery.trim().toLowerCase();
  const shownTypes = types.filter(
    (d) => needle === '' || d.includes(needle) || dictTypeName(d, t).toLowerCase().includes(needle),
  );
  const valueNeedle = valueQuery.trim().toLowerCase();
  const typeEntries = entries.filter((e) => e.dictType === dictType);
  const rows = typeEntries.filter(
    (e) =>
      valueNeedle === '' ||
      e.value.toLowerCase().includes(valueNeedle) ||
      e.labelEn.toLowerCase().includes(valueNeedle) ||
      e.labelZh.includes(valueQuery.trim()),
  );
  const zh = i18n.language === 'zh_cn';

  const columns: TableColumnsType<DictionaryEntry> = [
    {
      key: 'sort',
      title: t('settingsUi.dictionaries.fields.sort'),
      dataIndex: 'sort',
      width: 80,
      align: 'right',
      responsive: ['sm'],
    },
    {
      key: 'value',
      title: t('settingsUi.dictionaries.fields.value'),
      render: (_, e) =>
        e.value === '' ? (
          <span className="st-muted">{t('settingsUi.dictionaries.emptyValue')}</span>
        ) : (
          <code className="st-mono">{e.value}</code>
        ),
    },
    {
      key: 'labelEn',
      title: t('settingsUi.dictionaries.fields.labelEn'),
      dataIndex: 'labelEn',
      responsive: zh ? ['md'] : undefined,
    },
    {
      key: 'labelZh',
      title: t('settingsUi.dictionaries.fields.labelZh'),
      dataIndex: 'labelZh',
      responsive: zh ? undefined : ['md'],
    },
    {
      key: 'active',
      title: t('settingsUi.dictionaries.fields.active'),
      width: phone ? undefined : 100,
      render: (_, e) =>
        e.active ? (
          <Tag color="success">{t('settingsUi.dictionaries.active')}</Tag>
        ) : (
          <Tag>{t('settingsUi.dictionaries.inactive')}</Tag>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: phone ? '' : t('portal.table.actions'),
            width: phone ? undefined : 90,
            render: (_: unknown, e: DictionaryEntry) => (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined aria-hidden />}
                onClick={() => setEditing({ entry: e })}
                aria-label={t('settingsUi.dictionaries.editValue', { value: e.value || '∅' })}
              >
                {phone ? null : t('portal.actions.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const typePicker = phone ? (
    <Select
      className="st-full"
      value={dictType || undefined}
      onChange={choose}
      showSearch={{ optionFilterProp: 'label' }}
      options={types.map((d) => ({ value: d, label: `${dictTypeName(d, t)} (${d})` }))}
      aria-label={t('settingsUi.dictionaries.choose')}
    />
  ) : (
    <div className="pt-panel st-dict-types" ref={typeList}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('settingsUi.dictionaries.findDictionary')}
        value={typeQuery}
        onChange={(e) => setTypeQuery(e.target.value)}
        aria-label={t('settingsUi.dictionaries.findDictionary')}
      />
      <Menu
        className="st-dict-menu"
        selectedKeys={[dictType]}
        onClick={({ key }) => choose(key)}
        items={shownTypes.map((d) => ({
          key: d,
          label: (
            <span className="st-dict-item">
              <span className="st-dict-name">{dictTypeName(d, t)}</span>
              <span className="st-dict-key">
                {d} · {counts.get(d) ?? 0}
              </span>
            </span>
          ),
        }))}
      />
    </div>
  );

  return (
    <>
      <PageHeader
        title={t('menu.pages.dictionaryManage')}
        description={t('settingsUi.dictionaries.hint')}
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void load()}>
            {t('portal.actions.refresh')}
          </Button>
        }
      />
      <div className={phone ? 'st-dict st-dict-phone' : 'st-dict'}>
        {typePicker}
        <section className="pt-panel st-dict-values" aria-label={dictTypeName(dictType, t)}>
          <div className="st-dict-head">
            <div>
              <h2>{dictTypeName(dictType, t)}</h2>
              <code className="st-mono st-muted">{dictType}</code>
            </div>
            <div className="st-dict-tools">
              <Input
                allowClear
                prefix={<SearchOutlined aria-hidden />}
                placeholder={t('settingsUi.dictionaries.findValue')}
                value={valueQuery}
                onChange={(e) => setValueQuery(e.target.value)}
                aria-label={t('settingsUi.dictionaries.findValue')}
              />
              <Permission need={EDIT_PERMISSION}>
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ entry: null })}>
                  {t('settingsUi.dictionaries.add')}
                </Button>
              </Permission>
            </div>
          </div>
          <Table<DictionaryEntry>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={loading}
            scroll={phone ? undefined : { x: 'max-content' }}
            rowClassName={(e) => (e.active ? '' : 'st-inactive')}
            pagination={rows.length > 50 ? localPagination(t) : false}
            locale={{ emptyText: <Empty description={t('settingsUi.dictionaries.empty')} /> }}
          />
        </section>
      </div>
      <EntryForm
        open={editing !== null}
        dictType={dictType}
        entry={editing?.entry ?? null}
        entries={typeEntries}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </>
  );
};
