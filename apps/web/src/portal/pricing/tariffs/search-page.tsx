import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tidemark/domain/common/money';
import { BILLING_CURRENCIES } from '@tidemark/domain/finance/index';
import { CONTAINER_EQUIPMENT, type RankedTariff } from '@tidemark/domain/pricing/index';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Table,
  Tag,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shell/session';
import { useDictionary } from '../../engine/dictionary';
import { useRules } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { tariffsApi } from './api';
import { FlagTags } from './flag-tags';
import { CompanyField, LaneFields } from './form-parts';

type SearchForm = {
  mode: 'sea' | 'air';
  pol: string;
  pod: string;
  date: string;
  equipment?: string;
  containers?: number;
  weightKg?: string;
  volumeCbm?: string;
  companyId?: string;
  kind: 'sell' | 'cost';
  currency?: string;
};

const SEA_EQUIPMENT = [...CONTAINER_EQUIPMENT, 'LCL'] as readonly string[];

/**
 * searchTariff: the rates in force on a day for a lane, priced for the cargo and ranked by total
 * converted into one currency, the user's office's or the one picked (POST
 * /api/pricing/tariffs/search); a rate with no exchange rate to it comes last, saying so. Each result opens to its lines as priced; flags in force
 * show beside it. Cost rates are offered to the pricing desk only, contract rates once the
 * customer is named.
 */
export const SearchTariffPage = () => {
  const { t } = useTranslation();
  const rules = useRules();
  const { permissions } = useSession();
  const [form] = Form.useForm<SearchForm>();
  const [asked, setAsked] = useState<SearchForm | null>(null);
  const equipment = useDictionary('rate_equipment');
  const charges = useDictionary('charge_code');
  const units = useDictionary('charge_unit');
  const modes = useDictionary('tariff_mode');
  const kinds = useDictionary('tariff_kind');
  const mode = Form.useWatch('mode', form) ?? 'sea';
  const chosen = Form.useWatch('equipment', form);
  const search = useQuery({
    queryKey: ['pricingTariffSearch', asked],
    enabled: asked !== null,
    queryFn: ({ signal }) =>
      tariffsApi.search(
        {
          ...(asked ?? {}),
          equipment: asked?.mode === 'air' ? '' : (asked?.equipment ?? ''),
          containers: asked?.containers ?? '',
          weightKg: asked?.weightKg ?? '',
          volumeCbm: asked?.volumeCbm ?? '',
          companyId: asked?.companyId ?? '',
          currency: asked?.currency ?? '',
        },
        signal,
      ),
  });
  const label = (options: readonly { value: string; label: string }[], value: string) =>
    options.find((o) => o.value === value)?.label ?? value;
  const fcl = mode === 'sea' && chosen !== 'LCL';
  const answer = search.data;

  return (
    <>
      <PageHeader title={t('menu.pages.searchTariff')} description={t('pricing.tariffs.ui.searchHelp')} />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ mode: 'sea', kind: 'sell', date: new Date().toISOString().slice(0, 10), containers: 1 }}
          onFinish={(values) => setAsked({ ...values })}
        >
          <Row gutter={16}>
            <Col xs={24} md={4}>
              <Form.Item name="mode" label={t('pricing.tariffs.tariff.fields.mode')}>
                <Radio.Group options={modes.options} optionType="button" />
              </Form.Item>
            </Col>
            <LaneFields columns={{ xs: 12, md: 4 }} polPlaceholder={mode === 'air' ? 'CNPVG' : 'CNSHA'} />
            <Col xs={12} md={4}>
              <Form.Item name="date" label={t('pricing.tariffs.ui.date')} rules={[rules.required]}>
                <Input type="date" />
              </Form.Item>
            </Col>
            {mode === 'sea' ? (
              <Col xs={12} md={4}>
                <Form.Item
                  name="equipment"
                  label={t('pricing.tariffs.tariff.fields.equipment')}
                  rules={[rules.requiredChoice]}
                >
                  <Select options={equipment.options.filter((o) => SEA_EQUIPMENT.includes(o.value))} />
                </Form.Item>
              </Col>
            ) : null}
            {fcl ? (
              <Col xs={12} md={4}>
                <Form.Item name="containers" label={t('pricing.tariffs.ui.containers')} rules={[rules.requiredChoice]}>
                  <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={12} md={4}>
              <Form.Item name="weightKg" label={t('pricing.tariffs.ui.weightKg')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="volumeCbm" label={t('pricing.tariffs.ui.volumeCbm')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="companyId" label={t('pricing.tariffs.ui.customer')}>
                <CompanyField />
              </Form.Item>
            </Col>
            {permissions.has('tariff') ? (
              <Col xs={12} md={4}>
                <Form.Item name="kind" label={t('pricing.tariffs.ui.kind')}>
                  <Select options={kinds.options} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={12} md={4}>
              <Form.Item name="currency" label={t('pricing.tariffs.ui.rankCurrency')}>
                <Select
                  allowClear
                  placeholder={t('pricing.tariffs.ui.officeCurrency')}
                  options={BILLING_CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={4} style={{ display: 'flex', alignItems: 'flex-end', paddingBottom: 24 }}>
              <Button type="primary" htmlType="submit" loading={search.isFetching}>
                {t('pricing.tariffs.ui.search')}
              </Button>
            </Col>
          </Row>
        </Form>
      </Card>
      {search.isError ? <Alert type="error" showIcon message={(search.error as Error).message} /> : null}
      {answer ? (
        <Card
          size="small"
          title={t('pricing.tariffs.ui.results', { count: answer.results.length })}
          extra={[
            t('pricing.tariffs.ui.rankedIn', { currency: answer.currency }),
            answer.chargeableKg
              ? t('pricing.tariffs.ui.chargeable', {
                  kg: answer.chargeableKg,
                  equipment: label(equipment.options, answer.equipment),
                })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          <Table<RankedTariff>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={answer.results}
            locale={{ emptyText: <Empty description={t('pricing.tariffs.ui.noResults')} /> }}
            expandable={{
              expandedRowRender: (row) => (
                <Table
                  rowKey={(_, i) => String(i)}
                  size="small"
                  pagination={false}
                  dataSource={row.lines}
                  columns={[
                    {
                      key: 'chargeCode',
                      title: t('pricing.tariffs.line.fields.chargeCode'),
                      render: (_, l) => label(charges.options, l.chargeCode),
                    },
                    {
                      key: 'rate',
                      title: t('pricing.tariffs.line.fields.rate'),
                      render: (_, l) => formatMoney(l.rate),
                    },
                    {
                      key: 'unit',
                      title: t('pricing.tariffs.line.fields.unit'),
                      render: (_, l) => label(units.options, l.unit),
                    },
                    { key: 'quantity', title: t('pricing.tariffs.ui.quantity'), dataIndex: 'quantity' },
                    {
                      key: 'minimum',
                      title: t('pricing.tariffs.line.fields.minimum'),
                      render: (_, l) => (l.minimum ? formatMoney(l.minimum) : ''),
                    },
                    {
                      key: 'amount',
                      title: t('pricing.tariffs.ui.amount'),
                      align: 'right',
                      render: (_, l) => `${l.currency} ${formatMoney(l.amount)}`,
                    },
                  ]}
                />
              ),
            }}
            columns={[
              { key: 'rank', title: t('pricing.tariffs.ui.rank'), dataIndex: 'rank', width: 70 },
              {
                key: 'tariffNo',
                title: t('pricing.tariffs.tariff.fields.tariffNo'),
                render: (_, r) =>
                  permissions.has('tariff') ? <Link to={`/dashboard/tariff/${r.id}`}>{r.tariffNo}</Link> : r.tariffNo,
              },
              {
                key: 'carrier',
                title: t('pricing.tariffs.tariff.fields.carrierName'),
                render: (_, r) => `${r.carrierName ?? ''} (${r.carrierCode})`,
              },
              { key: 'via', title: t('pricing.tariffs.tariff.fields.via'), dataIndex: 'via' },
              {
                key: 'validity',
                title: t('pricing.tariffs.tariff.fields.validUntil'),
                render: (_, r) => `${r.validFrom} – ${r.validUntil}`,
              },
              { key: 'transit', title: t('pricing.tariffs.tariff.fields.transitDays'), dataIndex: 'transitDays' },
              {
                key: 'flags',
                title: t('pricing.tariffs.tariff.fields.activeFlags'),
                render: (_, r) => (
                  <>
                    {r.contractNo || r.companyName ? (
                      <Tag color="purple">
                        {t('pricing.tariffs.ui.contract', { contractNo: r.companyName ?? r.contractNo })}
                      </Tag>
                    ) : null}
                    <FlagTags flags={r.flags.map((f) => f.flag)} notes={r.flags.map((f) => f.note ?? '')} />
                  </>
                ),
              },
              {
                key: 'total',
                title: t('pricing.tariffs.ui.total'),
                align: 'right',
                render: (_, r) => `${r.currency} ${formatMoney(r.total)}`,
              },
              {
                key: 'converted',
                title: t('pricing.tariffs.ui.converted', { currency: answer.currency }),
                align: 'right',
                render: (_, r) =>
                  r.convertedTotal !== null && r.exchangeRate ? (
                    <Tooltip
                      title={
                        r.currency === answer.currency
                          ? null
                          : t('pricing.tariffs.ui.rateApplied', {
                              from: r.currency,
                              to: answer.currency,
                              rate: r.exchangeRate.rate,
                              date: r.exchangeRate.rateDate,
                            })
                      }
                    >
                      <strong>{`${answer.currency} ${formatMoney(r.convertedTotal)}`}</strong>
                    </Tooltip>
                  ) : (
                    <Tag color="orange">
                      {t('pricing.tariffs.ui.noExchangeRate', {
                        from: r.currency,
                        to: answer.currency,
                        date: answer.date,
                      })}
                    </Tag>
                  ),
              },
            ]}
          />
        </Card>
      ) : null}
    </>
  );
};
