import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney, isDecimal } from '@tidemark/domain/common/money';
import {
  CHARGE_UNITS,
  type ChargeUnit,
  equipmentFitsMode,
  priceLines,
  type RateLine,
  unitCargo,
  validityEnd,
} from '@tidemark/domain/pricing/index';
import { Alert, Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDictionary } from '../../engine/dictionary';
import { invalidateResource } from '../../engine/queries';
import { useFeedback, useRules } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { tariffsApi } from './api';
import { CompanyField, LaneFields, upper } from './form-parts';

type LineForm = { chargeCode?: string; rate?: string; unit?: ChargeUnit; minimum?: string };
type TariffForm = {
  kind: string;
  mode: string;
  carrierCode: string;
  pol: string;
  pod: string;
  via?: string;
  equipment: string;
  validFrom: string;
  validUntil?: string;
  currency?: string;
  transitDays?: number | null;
  contractNo?: string;
  companyId?: string;
  remarks?: string;
  lines: LineForm[];
};

const today = () => new Date().toISOString().slice(0, 10);

/** A line as typed so far, if it can be priced (a code, a decimal rate, a unit). */
const priceable = (l: LineForm | undefined, currency: string): RateLine | null =>
  l?.chargeCode && l.unit && l.rate && isDecimal(l.rate)
    ? {
        chargeCode: l.chargeCode,
        rate: l.rate,
        unit: l.unit,
        minimum: l.minimum && isDecimal(l.minimum) ? l.minimum : null,
        currency,
      }
    : null;

/**
 * createTariff: a tariff's header and its charge lines typed together, the all-in per unit priced
 * as the lines are typed (priceLines, as the search prices them), saved in one request as a draft
 * or published. The currency and the validity start from the branch office's settings.
 */
export const CreateTariffPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const rules = useRules();
  const { reportError, success } = useFeedback();
  const [form] = Form.useForm<TariffForm>();
  const kinds = useDictionary('tariff_kind');
  const modes = useDictionary('tariff_mode');
  const equipment = useDictionary('rate_equipment');
  const charges = useDictionary('charge_code');
  const units = useDictionary('charge_unit');
  const defaults = useQuery({
    queryKey: ['pricingTariffDefaults'],
    queryFn: ({ signal }) => tariffsApi.defaults(signal),
  });

  const mode = Form.useWatch('mode', form) ?? 'sea';
  const chosen = Form.useWatch('equipment', form) ?? '';
  const currency = (Form.useWatch('currency', form) ?? defaults.data?.defaultCurrency ?? '') || '';
  const lines = Form.useWatch('lines', form);
  // Each typed line priced for one unit (blank where it cannot be yet), and the totals of those.
  const priced = useMemo(() => {
    const typed = (lines ?? []).map((l) => priceable(l, currency || '—'));
    const { lines: out, totals } = priceLines(
      typed.filter((l): l is RateLine => l !== null),
      unitCargo(mode, chosen),
    );
    let next = 0;
    const amounts = typed.map((l) => (l === null ? null : (out[next++]?.amount ?? null)));
    return { amounts, totals };
  }, [lines, currency, mode, chosen]);

  const save = useMutation({
    mutationFn: ({ values, status }: { values: TariffForm; status: 'draft' | 'active' }) =>
      tariffsApi.create({
        ...values,
        via: values.via ?? '',
        validUntil: values.validUntil ?? '',
        currency: values.currency ?? '',
        transitDays: values.transitDays ?? '',
        contractNo: values.contractNo ?? '',
        companyId: values.companyId ?? '',
        remarks: values.remarks ?? '',
        status,
        lines: JSON.stringify(values.lines ?? []),
      }),
    onSuccess: async (res) => {
      success(res.message);
      await invalidateResource(client, 'tariff');
      navigate(`/dashboard/tariff/${res.data.id}`);
    },
    onError: (error) => reportError(error, form),
  });

  const submit = async (status: 'draft' | 'active') => {
    try {
      const values = await form.validateFields();
      save.mutate({ values: { ...form.getFieldsValue(true), ...values }, status });
    } catch {
      // The form shows what is missing.
    }
  };

  const settings = defaults.data;
  const equipmentOptions = equipment.options.filter((o) => equipmentFitsMode(mode, o.value));

  return (
    <>
      <PageHeader title={t('menu.pages.createTariff')} description={t('pricing.tariffs.ui.createHelp')} />
      {settings?.defaultCurrency && settings.validityDays ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('pricing.tariffs.ui.defaultsFrom', {
            branch: settings.branchCode,
            currency: settings.defaultCurrency,
            days: settings.validityDays,
          })}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'cost', mode: 'sea', validFrom: today(), lines: [{ unit: 'container' }] }}
        onValuesChange={(changed: Partial<TariffForm>) => {
          // A validity not typed yet follows the start and the branch's length.
          if (changed.validFrom && settings?.validityDays && !form.isFieldTouched('validUntil')) {
            form.setFieldValue('validUntil', validityEnd(changed.validFrom, settings.validityDays));
          }
          if (changed.mode && !equipmentFitsMode(changed.mode, form.getFieldValue('equipment') ?? '')) {
            form.setFieldValue('equipment', undefined);
          }
        }}
      >
        <Card title={t('pricing.tariffs.ui.header')} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="kind" label={t('pricing.tariffs.tariff.fields.kind')} rules={[rules.requiredChoice]}>
                <Select options={kinds.options} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="mode" label={t('pricing.tariffs.tariff.fields.mode')} rules={[rules.requiredChoice]}>
                <Select options={modes.options} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="carrierCode"
                label={t('pricing.tariffs.tariff.fields.carrierCode')}
                rules={[rules.required]}
                getValueFromEvent={upper}
              >
                <Input maxLength={4} placeholder={mode === 'air' ? 'CK' : 'COSU'} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="equipment"
                label={t('pricing.tariffs.tariff.fields.equipment')}
                rules={[rules.requiredChoice]}
              >
                <Select options={equipmentOptions} showSearch optionFilterProp="label" />
              </Form.Item>
            </Col>
            <LaneFields columns={{ xs: 24, md: 6 }} polPlaceholder="CNSHA" />
            <Col xs={24} md={6}>
              <Form.Item name="via" label={t('pricing.tariffs.tariff.fields.via')} getValueFromEvent={upper}>
                <Input maxLength={5} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="transitDays" label={t('pricing.tariffs.tariff.fields.transitDays')}>
                <InputNumber min={0} max={120} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="validFrom" label={t('pricing.tariffs.tariff.fields.validFrom')} rules={[rules.required]}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="validUntil" label={t('pricing.tariffs.tariff.fields.validUntil')}>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="currency" label={t('pricing.tariffs.tariff.fields.currency')} getValueFromEvent={upper}>
                <Input maxLength={3} placeholder={settings?.defaultCurrency ?? 'USD'} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contractNo" label={t('pricing.tariffs.tariff.fields.contractNo')}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="companyId" label={t('pricing.tariffs.tariff.fields.companyId')}>
                <CompanyField />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="remarks" label={t('pricing.tariffs.tariff.fields.remarks')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('pricing.tariffs.ui.lines')} size="small" style={{ marginBottom: 16 }}>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Row gutter={8} key={field.key} align="top" data-testid={`tariff-line-${i}`}>
                    <Col xs={24} md={7}>
                      <Form.Item
                        name={[field.name, 'chargeCode']}
                        label={i === 0 ? t('pricing.tariffs.line.fields.chargeCode') : undefined}
                        rules={[rules.requiredChoice]}
                      >
                        <Select
                          options={charges.options}
                          showSearch
                          optionFilterProp="label"
                          aria-label={t('pricing.tariffs.line.fields.chargeCode')}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'rate']}
                        label={i === 0 ? t('pricing.tariffs.line.fields.rate') : undefined}
                        rules={[rules.required, { pattern: /^\d{1,11}(\.\d{1,4})?$/, message: t('validation.number') }]}
                      >
                        <Input inputMode="decimal" aria-label={t('pricing.tariffs.line.fields.rate')} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5}>
                      <Form.Item
                        name={[field.name, 'unit']}
                        label={i === 0 ? t('pricing.tariffs.line.fields.unit') : undefined}
                        rules={[rules.requiredChoice]}
                      >
                        <Select
                          options={units.options.filter((o) => (CHARGE_UNITS as readonly string[]).includes(o.value))}
                          aria-label={t('pricing.tariffs.line.fields.unit')}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'minimum']}
                        label={i === 0 ? t('pricing.tariffs.line.fields.minimum') : undefined}
                        rules={[{ pattern: /^\d{1,11}(\.\d{1,4})?$/, message: t('validation.number') }]}
                      >
                        <Input inputMode="decimal" aria-label={t('pricing.tariffs.line.fields.minimum')} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} style={i === 0 ? { paddingTop: 30 } : undefined}>
                      <Space>
                        <span className="eng-cell-text">
                          {priced.amounts[i] ? formatMoney(priced.amounts[i] ?? '0') : ''}
                        </span>
                        <Button
                          icon={<DeleteOutlined aria-hidden />}
                          disabled={fields.length === 1}
                          onClick={() => remove(field.name)}
                        >
                          {t('pricing.tariffs.ui.removeLine')}
                        </Button>
                      </Space>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ unit: 'container' })}>
                  {t('pricing.tariffs.ui.addLine')}
                </Button>
              </>
            )}
          </Form.List>
          <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('pricing.tariffs.ui.totals')}>
              <strong data-testid="tariff-total">
                {Object.entries(priced.totals)
                  .map(([c, total]) => `${c} ${formatMoney(total)}`)
                  .join(' · ') || '—'}
              </strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('pricing.tariffs.ui.cargo')}>
              {t('pricing.tariffs.ui.totalsFor', { cargo: chosen || '—' })}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Space>
          <Button onClick={() => submit('draft')} loading={save.isPending}>
            {t('pricing.tariffs.ui.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => submit('active')} loading={save.isPending}>
            {t('pricing.tariffs.ui.publish')}
          </Button>
        </Space>
      </Form>
    </>
  );
};
