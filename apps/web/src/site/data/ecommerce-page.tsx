import {
  ECOMMERCE_LIMITS,
  type EcommerceCheckResult,
  RATE_CURRENCIES,
  RECIPIENT_TYPES,
  REFERENCE_RATES,
  type RecipientType,
} from '@tidemark/domain/site/site-data/ecommerce-rules';
import type { FulfilmentWarehouse } from '@tidemark/domain/site/site-data/records';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useSiteData } from '../route-data';
import { type CheckOutcome, checkParcel } from './ecommerce-check';
import { useSiteText } from './text';
import './site-data.css';

type Box = { readonly key: number; readonly kg: string };

/** /ecommerce: the oversized-parcel product and its eligibility and transit check (SPEC §1). */
const EcommercePage = () => {
  const warehouses = useSiteData<readonly FulfilmentWarehouse[]>();
  const { t, lang } = useSiteText();
  const id = useId();
  const [warehouse, setWarehouse] = useState('');
  const [goodsValue, setGoodsValue] = useState('');
  const [currency, setCurrency] = useState<string>('USD');
  const [boxes, setBoxes] = useState<readonly Box[]>([{ key: 1, kg: '' }]);
  const [recipient, setRecipient] = useState<RecipientType>('individual');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);

  const errors = outcome && !outcome.ok ? outcome.errors : {};
  const result: EcommerceCheckResult | null = outcome?.ok ? outcome.data : null;
  const countries = [...new Set(warehouses.map((w) => w.country))];
  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="sd-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await checkParcel({
      warehouse,
      goodsValue,
      currency,
      box: boxes.map((b) => b.kg),
      recipient,
      lang,
    });
    setOutcome(answer);
    setBusy(false);
  };

  const setBox = (key: number, kg: string) => setBoxes((all) => all.map((b) => (b.key === key ? { ...b, kg } : b)));
  const addBox = () => setBoxes((all) => [...all, { key: Math.max(...all.map((b) => b.key)) + 1, kg: '' }]);
  const removeBox = (key: number) => setBoxes((all) => all.filter((b) => b.key !== key));
  const chosen = warehouses.find((w) => w.code === result?.warehouse?.code);

  return (
    <div className="sd-page">
      <header className="sd-hero">
        <h1>{t('site.ecommerce.heading')}</h1>
        <p>{t('site.ecommerce.lead')}</p>
        <p>
          <Link to="/ecommerce-maps">{t('site.ecommerce.mapsLink')}</Link>
        </p>
      </header>

      <section aria-labelledby={`${id}-features`}>
        <h2 id={`${id}-features`}>{t('site.ecommerce.featuresTitle')}</h2>
        <ul className="sd-features">
          {(['pickup', 'ocean', 'delivery'] as const).map((f) => (
            <li key={f}>
              <h3>{t(`site.ecommerce.features.${f}Title`)}</h3>
              <p>{t(`site.ecommerce.features.${f}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="sd-split sd-split-even">
        <section aria-labelledby={`${id}-limits`} className="sd-limits">
          <h2 id={`${id}-limits`}>{t('site.ecommerce.limitsTitle')}</h2>
          <ul>
            <li>{t('site.ecommerce.limits.value', { max: ECOMMERCE_LIMITS.maxGoodsValueUsd })}</li>
            <li>{t('site.ecommerce.limits.weight', { max: ECOMMERCE_LIMITS.maxBoxKg })}</li>
            <li>
              {t('site.ecommerce.limits.transit', {
                min: ECOMMERCE_LIMITS.transitMinDays,
                max: ECOMMERCE_LIMITS.transitMaxDays,
              })}
            </li>
            <li>{t('site.ecommerce.limits.recipient')}</li>
          </ul>
          <p className="sd-note">{t('site.ecommerce.check.rates', { date: REFERENCE_RATES.asOf })}</p>
        </section>

        <section aria-labelledby={`${id}-check`} className="sd-check">
          <h2 id={`${id}-check`}>{t('site.ecommerce.check.title')}</h2>
          <p>{t('site.ecommerce.check.intro')}</p>
          <form onSubmit={submit} noValidate>
            <div className="sd-field">
              <label htmlFor={`${id}-warehouse`}>{t('site.ecommerce.check.warehouse')}</label>
              <select
                id={`${id}-warehouse`}
                name="warehouse"
                value={warehouse}
                onChange={(e) => setWarehouse(e.target.value)}
                aria-invalid={errors.warehouse ? true : undefined}
                aria-describedby={describedBy('warehouse')}
              >
                <option value="">{t('site.ecommerce.check.chooseWarehouse')}</option>
                {countries.map((country) => (
                  <optgroup key={country} label={t(`site.ecommerceMaps.countries.${country}`)}>
                    {warehouses
                      .filter((w) => w.country === country)
                      .map((w) => (
                        <option key={w.code} value={w.code}>
                          {`${w.code} · ${w.city}${w.state ? `, ${w.state}` : ''}`}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
              {fieldError('warehouse')}
            </div>
            <div className="sd-field-row">
              <div className="sd-field">
                <label htmlFor={`${id}-value`}>{t('site.ecommerce.check.goodsValue')}</label>
                <input
                  id={`${id}-value`}
                  name="goodsValue"
                  inputMode="decimal"
                  autoComplete="off"
                  value={goodsValue}
                  onChange={(e) => setGoodsValue(e.target.value)}
                  aria-invalid={errors.goodsValue ? true : undefined}
                  aria-describedby={describedBy('goodsValue')}
                />
                {fieldError('goodsValue')}
              </div>
              <div className="sd-field">
                <label htmlFor={`${id}-currency`}>{t('site.ecommerce.check.currency')}</label>
                <select
                  id={`${id}-currency`}
                  name="currency"
                  value={currency}
                  onChange={(e) => setCurrency(e.target.value)}
                  aria-describedby={describedBy('currency')}
                >
                  {RATE_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
                {fieldError('currency')}
              </div>
            </div>
            <fieldset className="sd-fieldset">
              <legend>{t('site.ecommerce.check.boxes')}</legend>
              {boxes.map((b, i) => (
                <div className="sd-box" key={b.key}>
                  <label htmlFor={`${id}-box-${b.key}`}>{t('site.ecommerce.check.box', { n: i + 1 })}</label>
                  <input
                    id={`${id}-box-${b.key}`}
                    name="box"
                    inputMode="decimal"
                    autoComplete="off"
                    value={b.kg}
                    onChange={(e) => setBox(b.key, e.target.value)}
                    aria-invalid={errors[`box.${i}`] ? true : undefined}
                    aria-describedby={describedBy(`box.${i}`)}
                  />
                  {boxes.length > 1 ? (
                    <button type="button" className="sd-link-button" onClick={() => removeBox(b.key)}>
                      {t('site.ecommerce.check.removeBox', { n: i + 1 })}
                    </button>
                  ) : null}
                  {fieldError(`box.${i}`)}
                </div>
              ))}
              {fieldError('box')}
              {boxes.length < ECOMMERCE_LIMITS.maxBoxes ? (
                <button type="button" className="sd-secondary" onClick={addBox}>
                  {t('site.ecommerce.check.addBox')}
                </button>
              ) : null}
            </fieldset>
            <fieldset className="sd-fieldset">
              <legend>{t('site.ecommerce.check.recipient')}</legend>
              {RECIPIENT_TYPES.map((r) => (
                <label key={r} className="sd-radio">
                  <input
                    type="radio"
                    name="recipient"
                    value={r}
                    checked={recipient === r}
                    onChange={() => setRecipient(r)}
                  />
                  {t(`site.ecommerce.check.recipients.${r}`)}
                </label>
              ))}
              {fieldError('recipient')}
            </fieldset>
            <button type="submit" className="sd-primary" disabled={busy}>
              {busy ? t('site.ecommerce.check.checking') : t('site.ecommerce.check.submit')}
            </button>
          </form>
          <div className="sd-result" aria-live="polite">
            {outcome && !outcome.ok && Object.keys(outcome.errors).length === 0 ? (
              <p className="sd-error">{outcome.message || t('site.ecommerce.check.failed')}</p>
            ) : null}
            {result?.eligible ? (
              <div className="sd-ok">
                <p>
                  <strong>{t('site.ecommerce.check.eligible')}</strong>
                </p>
                <p>
                  {t('site.ecommerce.check.eligibleDetail', {
                    value: result.goodsValueUsd,
                    warehouse: chosen ? `${chosen.code} (${chosen.city})` : (result.warehouse?.code ?? ''),
                    min: result.transit?.minDays ?? '',
                    max: result.transit?.maxDays ?? '',
                  })}
                </p>
              </div>
            ) : null}
            {result && !result.eligible ? (
              <div className="sd-refused">
                <p>
                  <strong>{t('site.ecommerce.check.refused')}</strong>
                </p>
                <ul>
                  {result.failed.map((rule, i) => (
                    <li key={rule} data-rule={rule}>
                      {result.reasons[i]}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  );
};

export default EcommercePage;
