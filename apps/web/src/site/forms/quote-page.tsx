import { CONTAINER_TYPES, INCOTERMS, quoteRequestSchema, SHIPMENT_MODES } from '@tidemark/domain/site/forms/index';
import { FormSection, SelectField, TextAreaField, TextField, YesNoField } from './fields';
import { CONTACT_INITIAL, DeskRequestPage, useDeskRequest } from './parts';
import { PortField } from './port-field';
import type { FormValues } from './use-inquiry-form';
import './forms.css';

const INITIAL = {
  origin: '',
  destination: '',
  mode: '',
  containerType: '',
  containerCount: '',
  description: '',
  packages: '',
  grossWeight: '',
  volume: '',
  hazardous: 'no',
  hsCode: '',
  readyDate: '',
  deliveryDate: '',
  incoterm: '',
  ...CONTACT_INITIAL,
};

/**
 * The quotation request of /online-quotations, stored for sales with a QR reference: under the
 * instant rates, started from the lane, cargo and day asked there.
 */
export const QuoteRequest = ({
  start,
  within,
}: {
  start: Readonly<FormValues>;
  within: { title: string; lead: string };
}) => {
  const request = useDeskRequest('quote', {
    schema: quoteRequestSchema,
    url: '/api/inquiries/quote',
    initial: { ...INITIAL, ...start },
  });
  const { form, k } = request;
  const mode = form.values.mode ?? '';
  const portKind = mode === 'AIR' ? 'air' : 'sea';
  return (
    <DeskRequestPage request={request} within={within}>
      <FormSection title={k('routeTitle')}>
        <SelectField
          field={form.bind('mode')}
          label={k('mode')}
          required
          options={SHIPMENT_MODES.map((m) => ({ value: m, label: k(`modes.${m}`) }))}
        />
        <PortField
          field={form.bind('origin')}
          label={k('origin')}
          hint={k('portHint')}
          noMatch={k('noMatch')}
          kind={portKind}
        />
        <PortField
          field={form.bind('destination')}
          label={k('destination')}
          hint={k('portHint')}
          noMatch={k('noMatch')}
          kind={portKind}
        />
        {mode === 'FCL' && (
          <>
            <SelectField
              field={form.bind('containerType')}
              label={k('containerType')}
              required
              options={CONTAINER_TYPES.map((c) => ({ value: c, label: c }))}
            />
            <TextField
              field={form.bind('containerCount')}
              label={k('containerCount')}
              required
              inputMode="numeric"
              maxLength={3}
            />
          </>
        )}
      </FormSection>
      <FormSection title={k('cargoTitle')}>
        <TextAreaField
          field={form.bind('description')}
          label={k('cargoDescription')}
          required
          maxLength={500}
          rows={3}
        />
        <TextField field={form.bind('packages')} label={k('packages')} required inputMode="numeric" maxLength={5} />
        <TextField
          field={form.bind('grossWeight')}
          label={k('grossWeight')}
          required
          inputMode="decimal"
          maxLength={11}
        />
        <TextField field={form.bind('volume')} label={k('volume')} required inputMode="decimal" maxLength={9} />
        <TextField field={form.bind('hsCode')} label={k('hsCode')} inputMode="decimal" maxLength={13} />
        <YesNoField field={form.bind('hazardous')} label={k('hazardous')} required />
      </FormSection>
      <FormSection title={k('datesTitle')}>
        <TextField field={form.bind('readyDate')} label={k('readyDate')} required type="date" />
        <TextField field={form.bind('deliveryDate')} label={k('deliveryDate')} required type="date" />
        <SelectField
          field={form.bind('incoterm')}
          label={k('incoterm')}
          required
          options={INCOTERMS.map((i) => ({ value: i, label: i }))}
        />
      </FormSection>
    </DeskRequestPage>
  );
};
