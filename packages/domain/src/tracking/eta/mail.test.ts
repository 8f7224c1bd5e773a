import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import type { Language } from '../../i18n/language';
import { type EtaMailValues, etaMail } from './mail';

const inLanguage = (lang: Language) => (key: string, params?: Record<string, string | number>) =>
  translate(lang, key, params);

const values = (company: string): EtaMailValues => ({
  shipmentNo: 'SH2611001',
  origin: 'CNSHA',
  destination: 'USLAX',
  deltaHours: 30,
  oldEta: '2026-07-01 08:00 (-07:00)',
  newEta: '2026-07-02 14:00 (-07:00)',
  containerNo: 'MSKU7025177',
  company,
});

describe('the ETA notice', () => {
  it('ends a company name that has its own full stop with that one only', () => {
    const { text } = etaMail(inLanguage('en_us'), values('Acme Co.'));
    expect(text).toMatch(/an ETA alert rule for Acme Co\.$/);
    expect(text).not.toContain('..');
  });

  it('ends any other company name with the sentence’s full stop', () => {
    expect(etaMail(inLanguage('en_us'), values('Pearl Traders Ltd')).text).toMatch(/for Pearl Traders Ltd\.$/);
    expect(etaMail(inLanguage('en_us'), values('Acme Co. Shipping')).text).toMatch(/for Acme Co\. Shipping\.$/);
  });

  it('keeps the name as it is where the sentence goes on after it (Chinese)', () => {
    const { subject, text } = etaMail(inLanguage('zh_cn'), values('Acme Co.'));
    expect(text).toContain('此邮件由 Acme Co. 的 ETA 变更提醒规则自动发送。');
    expect(subject).toContain('SH2611001');
  });

  it('says how far and which way the ETA moved', () => {
    expect(etaMail(inLanguage('en_us'), values('Acme Co.')).text).toContain('has moved 30 hours later.');
    expect(etaMail(inLanguage('en_us'), { ...values('Acme Co.'), deltaHours: -4.5 }).text).toContain(
      'has moved 4.5 hours earlier.',
    );
    expect(etaMail(inLanguage('en_us'), { ...values('Acme Co.'), containerNo: null }).text).toContain('Container: -');
  });
});
