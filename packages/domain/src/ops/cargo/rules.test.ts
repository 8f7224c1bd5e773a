import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { PACKING_TONES } from './packing';
import {
  chargeableWeightKg,
  damageProblem,
  declaredCargoKg,
  isEmergencyPhone,
  isReeferTemperature,
  isReeferType,
  isSeal,
  isValidUnNumber,
  normaliseUnNumber,
  packingDifferences,
  packingGroupProblem,
  transportOf,
  ventilationProblem,
  vgmCutoff,
  vgmMinimumKg,
  vgmMissedCutoff,
  vgmProblems,
} from './rules';
import { dgCreateSchema, isFutureDate, packingCreateSchema, reeferCreateSchema, vgmCreateSchema } from './schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('UN numbers', () => {
  it('are UN and four digits from UN0004, typed loosely or not', () => {
    expect(isValidUnNumber('UN1263')).toBe(true);
    expect(isValidUnNumber('UN0004')).toBe(true);
    for (const bad of ['UN0000', 'UN0003', 'UN12634', 'UN126', '1263', 'NA1993', 'UNXXXX']) {
      expect(isValidUnNumber(bad), bad).toBe(false);
    }
    expect(normaliseUnNumber(' un 1263 ')).toBe('UN1263');
    expect(normaliseUnNumber('UN-3480')).toBe('UN3480');
    expect(normaliseUnNumber('1830')).toBe('UN1830');
  });
});

describe('IMO class and packing group', () => {
  it('needs a group for liquids, solids, oxidisers, toxics and corrosives, none for 1, 2 and 7', () => {
    expect(packingGroupProblem('3', null)).toBe('ops.cargo.errors.packingGroupRequired');
    expect(packingGroupProblem('8', 'II')).toBeNull();
    expect(packingGroupProblem('6.1', '')).toBe('ops.cargo.errors.packingGroupRequired');
    expect(packingGroupProblem('2.1', 'II')).toBe('ops.cargo.errors.packingGroupNotAllowed');
    expect(packingGroupProblem('1.4', 'III')).toBe('ops.cargo.errors.packingGroupNotAllowed');
    expect(packingGroupProblem('7', null)).toBeNull();
    expect(packingGroupProblem('9', null)).toBeNull();
    expect(packingGroupProblem('9', 'III')).toBeNull();
  });

  it('refuses an unknown class and a wrong group on their fields', () => {
    const base = {
      shipmentNo: 'tms2601001',
      unNumber: 'un1263',
      imoClass: '3',
      packingGroup: 'II',
      properShippingName: 'paint',
      emergencyContact: 'Li Ming',
      emergencyPhone: '13912345678',
    };
    const ok = dgCreateSchema.safeParse(base);
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ shipmentNo: 'TMS2601001', unNumber: 'UN1263', properShippingName: 'PAINT' });
    expect(issues(dgCreateSchema.safeParse({ ...base, imoClass: '10' }))).toMatchObject({
      imoClass: 'validation.invalid',
    });
    expect(issues(dgCreateSchema.safeParse({ ...base, packingGroup: '' }))).toEqual({
      packingGroup: 'ops.cargo.errors.packingGroupRequired',
    });
    expect(issues(dgCreateSchema.safeParse({ ...base, unNumber: 'UN12' }))).toEqual({
      unNumber: 'ops.cargo.errors.unNumber',
    });
  });

  it('takes an emergency phone by the SPEC §5 rules: a mobile or a landline', () => {
    for (const good of ['13912345678', '021-58881234', '0574-8765432', '58881234']) {
      expect(isEmergencyPhone(good), good).toBe(true);
    }
    for (const bad of ['23912345678', '1391234567', '+86 139 1234 5678', '021-123456', 'call me']) {
      expect(isEmergencyPhone(bad), bad).toBe(false);
    }
  });
});

describe('reefer settings', () => {
  it('take -40.0 to +30.0 °C with one decimal', () => {
    for (const good of [-40, -18.5, 0, 2.5, 13, 30]) expect(isReeferTemperature(good), String(good)).toBe(true);
    for (const bad of [-40.1, 30.1, 2.25, Number.NaN]) expect(isReeferTemperature(bad), String(bad)).toBe(false);
  });

  it('take closed vents without an opening, open ones with 0 to 250 m³/h', () => {
    expect(ventilationProblem('closed', null)).toBeNull();
    expect(ventilationProblem('closed', 25)).toBe('ops.cargo.errors.ventClosed');
    expect(ventilationProblem('open', null)).toBe('ops.cargo.errors.ventRequired');
    expect(ventilationProblem('open', 0)).toBeNull();
    expect(ventilationProblem('open', 250)).toBeNull();
    expect(ventilationProblem('open', 251)).toBe('ops.cargo.errors.ventRange');
    expect(ventilationProblem('open', 12.5)).toBe('ops.cargo.errors.ventRange');
  });

  it('refuse an out-of-range set point and vents on their fields', () => {
    const base = { shipmentNo: 'X1', containerNo: 'MSCU1234566', setTempC: '-18.0', ventilation: 'closed' };
    expect(reeferCreateSchema.safeParse(base).success).toBe(true);
    expect(issues(reeferCreateSchema.safeParse({ ...base, setTempC: '-45' }))).toEqual({
      setTempC: 'ops.cargo.errors.temperature',
    });
    expect(issues(reeferCreateSchema.safeParse({ ...base, ventilation: 'open' }))).toEqual({
      ventilationCbmH: 'ops.cargo.errors.ventRequired',
    });
    expect(issues(reeferCreateSchema.safeParse({ ...base, humidityPct: '120' }))).toEqual({
      humidityPct: 'ops.cargo.errors.humidity',
    });
  });

  it('know a reefer by its ISO size-type', () => {
    expect(isReeferType('45R1')).toBe(true);
    expect(isReeferType('22R1')).toBe(true);
    expect(isReeferType('45G1')).toBe(false);
  });
});

describe('VGM', () => {
  it('takes a seal number, or NONE or N/M', () => {
    for (const good of ['NONE', 'N/M', 'ML1234567', 'CN-778812']) expect(isSeal(good), good).toBe(true);
    for (const bad of ['', 'N/A', 'AB', 'seal 12']) expect(isSeal(bad), bad).toBe(false);
  });

  it('spreads the shipment gross over the containers when a container has no figure', () => {
    expect(declaredCargoKg(12_000, 30_000, 2)).toBe(12_000);
    expect(declaredCargoKg(null, 30_000, 2)).toBe(15_000);
    expect(declaredCargoKg(null, 30_000, 0)).toBe(30_000);
  });

  it('accepts method 1 down to 5 % below tare plus declared cargo, not lighter', () => {
    expect(vgmMinimumKg(3_900, 20_000)).toBe(22_705);
    expect(vgmProblems({ method: '1', tareKg: 3_900, vgmKg: 23_900, cargoKg: null }, 20_000)).toEqual([]);
    expect(vgmProblems({ method: '1', tareKg: 3_900, vgmKg: 22_705, cargoKg: null }, 20_000)).toEqual([]);
    expect(vgmProblems({ method: '1', tareKg: 3_900, vgmKg: 22_704, cargoKg: null }, 20_000)).toEqual([
      { field: 'vgmKg', key: 'ops.cargo.errors.vgmBelowDeclared', params: { min: 22_705 } },
    ]);
    expect(vgmProblems({ method: '1', tareKg: 3_900, vgmKg: 36_001, cargoKg: null }, 20_000)).toEqual([
      { field: 'vgmKg', key: 'ops.cargo.errors.vgmTooHeavy', params: { max: 36_000 } },
    ]);
  });

  it('makes method 2 the sum of tare and weighed cargo', () => {
    expect(vgmProblems({ method: '2', tareKg: 2_230, vgmKg: 20_230, cargoKg: 18_000 }, 18_000)).toEqual([]);
    expect(vgmProblems({ method: '2', tareKg: 2_230, vgmKg: 20_231, cargoKg: 18_000.4 }, 18_000)).toEqual([]);
    expect(vgmProblems({ method: '2', tareKg: 2_230, vgmKg: 20_500, cargoKg: 18_000 }, 18_000)).toEqual([
      { field: 'vgmKg', key: 'ops.cargo.errors.vgmNotSum', params: { sum: 20_230 } },
    ]);
    expect(vgmProblems({ method: '2', tareKg: 2_230, vgmKg: 20_230, cargoKg: null }, 18_000)).toEqual([
      { field: 'cargoKg', key: 'ops.cargo.errors.cargoRequired' },
    ]);
  });

  it('is due 24 hours before the ETD; missing or late, it is flagged until the vessel sails', () => {
    const etd = new Date('2026-11-10T12:00:00Z');
    expect(vgmCutoff(etd).toISOString()).toBe('2026-11-09T12:00:00.000Z');
    const before = new Date('2026-11-09T11:00:00Z');
    const after = new Date('2026-11-09T13:00:00Z');
    expect(vgmMissedCutoff({ etd, atd: null, vgmSubmittedAt: null }, before)).toBe(false);
    expect(vgmMissedCutoff({ etd, atd: null, vgmSubmittedAt: null }, after)).toBe(true);
    expect(vgmMissedCutoff({ etd, atd: null, vgmSubmittedAt: new Date('2026-11-09T10:00:00Z') }, after)).toBe(false);
    expect(vgmMissedCutoff({ etd, atd: null, vgmSubmittedAt: new Date('2026-11-09T12:30:00Z') }, after)).toBe(true);
    expect(vgmMissedCutoff({ etd, atd: etd, vgmSubmittedAt: null }, after)).toBe(false);
  });

  it('checks each figure of the form with a message on its field', () => {
    const base = {
      shipmentNo: 'TMS1',
      containerNo: 'MSCU1234566',
      sealNo: 'none',
      containerType: '45G1',
      method: '1',
      tareKg: '3900',
      vgmKg: '24000',
      signatory: 'Zhang Wei',
      weighedOn: '2026-11-08',
    };
    const ok = vgmCreateSchema.safeParse(base);
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ sealNo: 'NONE', tareKg: 3900, vgmKg: 24000, cargoKg: null });
    expect(issues(vgmCreateSchema.safeParse({ ...base, containerNo: 'MSCU1234567' }))).toEqual({
      containerNo: 'validation.containerNumber',
    });
    expect(issues(vgmCreateSchema.safeParse({ ...base, sealNo: 'N/A' }))).toEqual({ sealNo: 'ops.cargo.errors.seal' });
    expect(issues(vgmCreateSchema.safeParse({ ...base, tareKg: '500' }))).toEqual({
      tareKg: 'ops.cargo.errors.tareRange',
    });
    expect(issues(vgmCreateSchema.safeParse({ ...base, vgmKg: '24000.5' }))).toEqual({
      vgmKg: 'ops.cargo.errors.vgmRange',
    });
    expect(issues(vgmCreateSchema.safeParse({ ...base, method: '3' }))).toEqual({ method: 'validation.invalid' });
    expect(issues(vgmCreateSchema.safeParse({ ...base, weighedOn: '2999-01-01' }))).toEqual({
      weighedOn: 'ops.cargo.errors.weighedFuture',
    });
    const now = new Date('2026-11-10T20:00:00Z');
    expect(isFutureDate('2026-11-11', now)).toBe(false);
    expect(isFutureDate('2026-11-12', now)).toBe(true);
  });
});

describe('packing', () => {
  it('charges air freight the gross or the volume weight at 6,000 cm³/kg, up to the next half kg', () => {
    // 10 cartons of 60 x 40 x 50 cm: 1,200,000 cm³ = 200 kg volume weight against 150 kg gross.
    const cartons = { grossKg: 150, volumeCbm: 1.2, packages: 10, lengthCm: 60, widthCm: 40, heightCm: 50 };
    expect(chargeableWeightKg(cartons)).toBe(200);
    expect(chargeableWeightKg({ ...cartons, grossKg: 250.2 })).toBe(250.5);
    // Without dimensions the declared volume counts: 0.5 m³ = 83.33 kg, charged 83.5.
    expect(chargeableWeightKg({ ...cartons, grossKg: 40, volumeCbm: 0.5, lengthCm: null })).toBe(83.5);
    expect(chargeableWeightKg({ ...cartons, grossKg: 40, volumeCbm: null, lengthCm: null })).toBe(40);
  });

  it('finds differences beyond tolerance only, and none before the cargo is measured', () => {
    const declared = { packages: 10, grossKg: 1_000, volumeCbm: 2, lengthCm: 120, widthCm: 100, heightCm: 80 };
    expect(packingDifferences(declared, null)).toEqual([]);
    expect(packingDifferences(declared, { ...declared, grossKg: 1_020, volumeCbm: 2.06, lengthCm: 121 })).toEqual([]);
    expect(packingDifferences(declared, { ...declared, packages: 9 })).toEqual(['packages']);
    expect(packingDifferences(declared, { ...declared, grossKg: 1_021 })).toEqual(['gross']);
    expect(packingDifferences(declared, { ...declared, volumeCbm: 1.93 })).toEqual(['volume']);
    expect(packingDifferences(declared, { ...declared, heightCm: 85 })).toEqual(['dimensions']);
  });

  it('tones the difference columns of a row as the list shows them', () => {
    expect(PACKING_TONES.packagesDiff({ packagesDiff: -1 })).toBe('error');
    expect(PACKING_TONES.packagesDiff({ packagesDiff: 0 })).toBeNull();
    expect(PACKING_TONES.packagesDiff({ packagesDiff: null })).toBeNull();
    expect(PACKING_TONES.grossDiffKg({ grossKg: '1000.000', grossDiffKg: '25.000' })).toBe('warning');
    expect(PACKING_TONES.grossDiffKg({ grossKg: '1000.000', grossDiffKg: '-20.000' })).toBeNull();
    expect(PACKING_TONES.volumeDiffCbm({ volumeCbm: '2.000', volumeDiffCbm: '0.100' })).toBe('warning');
    expect(PACKING_TONES.hasDifferences({ hasDifferences: true })).toBe('warning');
    expect(PACKING_TONES.damageStatus({ damageStatus: 'damaged' })).toBe('error');
    expect(PACKING_TONES.damageStatus({ damageStatus: 'intact' })).toBeNull();
  });

  it('records damage with its count', () => {
    expect(damageProblem('intact', null, 10)).toBeNull();
    expect(damageProblem('intact', 2, 10)).toBe('ops.cargo.errors.damageIntact');
    expect(damageProblem('damaged', 0, 10)).toBe('ops.cargo.errors.damageCountRequired');
    expect(damageProblem('damaged', 11, 10)).toBe('ops.cargo.errors.damageCountTooMany');
    expect(damageProblem('damaged', 2, 10)).toBeNull();
    const line = { shipmentNo: 'X', packageType: 'CTN', packages: '10', grossKg: '100', volumeCbm: '1' };
    expect(packingCreateSchema.safeParse(line).success).toBe(true);
    expect(issues(packingCreateSchema.safeParse({ ...line, damageStatus: 'damaged', actualPackages: '10' }))).toEqual({
      damagedCount: 'ops.cargo.errors.damageCountRequired',
    });
  });

  it('puts sea and air lines on their own pages', () => {
    expect(transportOf('FCL')).toBe('sea');
    expect(transportOf('LCL')).toBe('sea');
    expect(transportOf('AIR')).toBe('air');
    expect(transportOf('ROAD')).toBe('land');
  });
});

describe('cargo messages', () => {
  it('exist in both languages', () => {
    for (const key of ['unNumber', 'temperature', 'vgmBelowDeclared', 'seal', 'damageCountTooMany']) {
      const en = translate('en_us', `ops.cargo.errors.${key}`);
      const zh = translate('zh_cn', `ops.cargo.errors.${key}`);
      expect(en).not.toBe(`ops.cargo.errors.${key}`);
      expect(zh).not.toBe(`ops.cargo.errors.${key}`);
      expect(zh).not.toBe(en);
    }
  });
});
