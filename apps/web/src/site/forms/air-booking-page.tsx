import { airBookingSchema, chargeableWeight, volumetricWeight } from '@tidemark/domain/site/forms/index';
import { useTranslation } from '../use-translation';
import { FormSection, TextField, YesNoField } from './fields';
import { CONTACT_INITIAL, DeskRequestPage, useDeskRequest } from './parts';
import { PortField } from './port-field';
import type { FormValues } from './use-inquiry-form';
import './forms.css';

const INITIAL = {
  origin: '',
  destination: '',
  flightDate: '',
  pieces: '',
  grossWeight: '',
  length: '',
  width: '',
  height: '',
  commodity: '',
  dangerousGoods: 'no',
  unNumber: '',
  shipper: '',
  consignee: '',
  ...CONTACT_INITIAL,
};

const positive = (v: string | undefined) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Volumetric and chargeable weight of what is typed so far, or null while a number is missing. */
const liveWeights = (v: FormValues) => {
  const pieces = positive(v.pieces);
  const lengthCm = positive(v.length);
  const widthCm = positive(v.width);
  const heightCm = positive(v.height);
  if (pieces === null || lengthCm === null || widthCm === null || heightCm === null) return null;
  const dims = { pieces, lengthCm, widthCm, heightCm };
  const gross = positive(v.grossWeight) ?? 0;
  return { volumetric: volumetricWeight(dims), chargeable: chargeableWeight(gross, dims) };
};

/** /intelligent-bookingAir: an air booking request with the chargeable weight worked out as you type. */
const AirBookingPage = () => {
  const { t, i18n } = useTranslation();
  const request = useDeskRequest('airBooking', {
    schema: airBookingSchema,
    url: '/api/inquiries/air-booking',
    initial: INITIAL,
  });
  const { form, k } = request;
  const weights = liveWeights(form.values);
  const kg = (n: number) =>
    t('site.forms.airBooking.kg', { value: n.toLocaleString(i18n.language === 'zh_cn' ? 'zh-CN' : 'en-US') });
  return (
    <DeskRequestPage request={request}>
      <FormSection title={k('routeTitle')}>
        <PortField
          field={form.bind('origin')}
          label={k('origin')}
          hint={k('airportHint')}
          noMatch={k('noMatch')}
          kind="air"
        />
        <PortField
          field={form.bind('destination')}
          label={k('destination')}
          hint={k('airportHint')}
          noMatch={k('noMatch')}
          kind="air"
        />
        <TextField field={form.bind('flightDate')} label={k('flightDate')} required type="date" />
      </FormSection>
      <FormSection title={k('cargoTitle')}>
        <TextField field={form.bind('pieces')} label={k('pieces')} required inputMode="numeric" maxLength={4} />
        <TextField
          field={form.bind('grossWeight')}
          label={k('grossWeight')}
          required
          inputMode="decimal"
          maxLength={10}
        />
        <TextField field={form.bind('length')} label={k('length')} required inputMode="numeric" maxLength={4} />
        <TextField field={form.bind('width')} label={k('width')} required inputMode="numeric" maxLength={4} />
        <TextField field={form.bind('height')} label={k('height')} required inputMode="numeric" maxLength={3} />
        <output className="form-weights" aria-live="polite">
          <span>
            {k('volumetric')}: <strong data-volumetric>{weights ? kg(weights.volumetric) : '–'}</strong>
          </span>
          <span>
            {k('chargeable')}: <strong data-chargeable>{weights ? kg(weights.chargeable) : '–'}</strong>
          </span>
          <small>{k('weightRule')}</small>
        </output>
        <TextField field={form.bind('commodity')} label={k('commodity')} required maxLength={200} />
        <YesNoField field={form.bind('dangerousGoods')} label={k('dangerousGoods')} required />
        {form.values.dangerousGoods === 'yes' && (
          <TextField field={form.bind('unNumber')} label={k('unNumber')} required maxLength={6} />
        )}
      </FormSection>
      <FormSection title={k('partiesTitle')}>
        <TextField field={form.bind('shipper')} label={k('shipper')} required maxLength={150} />
        <TextField field={form.bind('consignee')} label={k('consignee')} required maxLength={150} />
      </FormSection>
    </DeskRequestPage>
  );
};

export default AirBookingPage;
