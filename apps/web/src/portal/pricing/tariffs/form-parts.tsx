import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PartySelect } from '../../engine/field-types/party/party-select';
import { useRules } from '../../shell/feedback';

/**
 * What the tariff forms share (the create form and the search): codes typed in capitals, the
 * company picker as a form control, and the lane's two ports.
 */

/** A UN/LOCODE or carrier code as typed, in capitals. */
export const upper = (e: { target: { value: string } }) => e.target.value.toUpperCase();

/** The company picker as a form control (the form gives it its value and takes its changes). */
export const CompanyField = ({ value, onChange }: { value?: string; onChange?: (value: string) => void }) => (
  <PartySelect value={value ?? ''} onChange={(v) => onChange?.(v)} />
);

/** The lane: port of loading and of discharge by UN/LOCODE, both required, each in a column of the form's row. */
export const LaneFields = ({
  columns,
  polPlaceholder,
}: {
  columns: { xs: number; md: number };
  polPlaceholder: string;
}) => {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <>
      {(
        [
          ['pol', polPlaceholder],
          ['pod', 'USLAX'],
        ] as const
      ).map(([name, placeholder]) => (
        <Col key={name} {...columns}>
          <Form.Item
            name={name}
            label={t(`pricing.tariffs.tariff.fields.${name}`)}
            rules={[rules.required]}
            getValueFromEvent={upper}
          >
            <Input maxLength={5} placeholder={placeholder} />
          </Form.Item>
        </Col>
      ))}
    </>
  );
};
