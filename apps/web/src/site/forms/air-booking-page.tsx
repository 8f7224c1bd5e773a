import { airBookingSchema, chargeableWeight, volumetricWeight } from '@tidemark/domain/public/forms/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection, TextField, YesNoField } from './fields';
import { CONTACT_INITIAL, type InquiryAnswer, InquiryRequest } from './parts';
import { PortField } from './port-field';
import { type FormValues, useInquiryForm } from './use-inquiry-form';
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
  const [answer, setAnswer] = useState<InquiryAnswer | null>(null);
  const form = useInquiryForm({
    schema: airBookingSchema,
    url: '/api/inquiries/air-booking',
    initial: INITIAL,
    onDone: (data: InquiryAnswer) => setAnswer(data),
  });
  const k = (key: string) => t(`site.forms.airBooking.${key}`);
  const weights = liveWeights(form.values);
  const kg = (n: number) =>
    t('site.forms.airBooking.kg', { value: n.toLocaleString(i18n.language === 'zh_cn' ? 'zh-CN' : 'en-US') });
  return (
    <div className="form-page">
      <h1>{k('title')}</h1>
      <p className="form-lead">{k('lead')}</p>
      <InquiryRequest
        form={form}
        action="/api/inquiries/air-booking"
        answer={answer}
        thanks={k('thanks')}
        onAnother={() => setAnswer(null)}
        submit={k('submit')}
      >
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
      </InquiryRequest>
    </div>
  );
};

export default AirBookingPage;
