import { describe, expect, it } from 'vitest';
import {
  BARCODE,
  CAMERA,
  cameraSettingsSchema,
  checkMissing,
  isCameraSuccess,
  LOCATION_REQUIRED,
  locationMissing,
  receiptCreateSchema,
  SCANNER,
  sniffPhoto,
  splitErrors,
  splitLinesSchema,
  splitTotals,
  weighMissing,
} from './rules';

describe('warehouse rules', () => {
  it('refuse a receipt without its CY / warehouse location (SPEC §5)', () => {
    expect(locationMissing('')).toBe(true);
    expect(locationMissing('   ')).toBe(true);
    expect(locationMissing(null)).toBe(true);
    expect(locationMissing('A-01-02')).toBe(false);
    const blank = receiptCreateSchema.safeParse({ bookingNo: 'BK1', packages: '3', location: ' ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['location', LOCATION_REQUIRED]]);
    const ok = receiptCreateSchema.parse({ bookingNo: ' bk1 ', packages: '3', location: 'A-01-02', grossWeightKg: '' });
    expect(ok).toMatchObject({ bookingNo: 'BK1', packages: 3, location: 'A-01-02', grossWeightKg: null });
  });

  it('weigh only with a gross weight above zero and who weighed', () => {
    expect(weighMissing({})).toEqual({
      grossWeightKg: 'ops.warehouse.errors.weighWeight',
      weighedBy: 'ops.warehouse.errors.weighBy',
    });
    expect(weighMissing({ grossWeightKg: '0.000', weighedBy: 'Li' })).toEqual({
      grossWeightKg: 'ops.warehouse.errors.weighWeight',
    });
    expect(weighMissing({ grossWeightKg: '12.500', weighedBy: ' ' })).toEqual({
      weighedBy: 'ops.warehouse.errors.weighBy',
    });
    expect(weighMissing({ grossWeightKg: '12.500', weighedBy: '王磊' })).toEqual({});
  });

  it('check only with the packages counted and the damage status, and damaged cargo with its count', () => {
    expect(checkMissing({})).toEqual({
      countedPackages: 'ops.warehouse.errors.checkCounted',
      damageStatus: 'ops.warehouse.errors.checkDamage',
    });
    expect(checkMissing({ countedPackages: 4, damageStatus: 'intact' })).toEqual({});
    expect(checkMissing({ countedPackages: 4, damageStatus: 'minor' })).toEqual({
      damagedCount: 'ops.warehouse.errors.damagedCount',
    });
    expect(checkMissing({ countedPackages: 4, damageStatus: 'major', damagedCount: 5 })).toEqual({
      damagedCount: 'ops.warehouse.errors.damagedCount',
    });
    expect(checkMissing({ countedPackages: '4', damageStatus: 'major', damagedCount: '2' })).toEqual({});
    expect(checkMissing({ countedPackages: 2.5, damageStatus: 'intact' })).toEqual({
      countedPackages: 'ops.warehouse.errors.checkCounted',
    });
  });

  it('add up split lines and hold them to the receipt', () => {
    const lines = [
      { location: 'A-1', packages: 6, grossWeightKg: 60.1, volumeCbm: 1.2 },
      { location: 'B-2', packages: 4, grossWeightKg: 39.9, volumeCbm: null },
    ];
    expect(splitTotals(lines)).toEqual({ packages: 10, grossWeightKg: 100, volumeCbm: 1.2 });
    const receipt = { packages: 10, grossWeightKg: 100, volumeCbm: 2 };
    expect(splitErrors(receipt, lines)).toEqual({});
    expect(splitErrors({ ...receipt, packages: 11 }, lines)).toEqual({ lines: 'ops.warehouse.errors.splitPackages' });
    expect(splitErrors({ ...receipt, grossWeightKg: 99.99 }, lines)).toEqual({
      lines: 'ops.warehouse.errors.splitWeight',
    });
    expect(splitErrors({ ...receipt, volumeCbm: 1 }, lines)).toEqual({ lines: 'ops.warehouse.errors.splitVolume' });
    expect(splitErrors(receipt, [])).toEqual({ lines: 'ops.warehouse.errors.splitEmpty' });
    expect(splitErrors(receipt, [{ location: '', packages: 0, grossWeightKg: null, volumeCbm: null }])).toEqual({
      'lines.0.location': LOCATION_REQUIRED,
      'lines.0.packages': 'ops.warehouse.errors.linePackages',
    });
    expect(splitLinesSchema.parse('[{"location":" C-3 ","packages":"2"}]')).toEqual([
      { location: 'C-3', packages: 2, grossWeightKg: null, volumeCbm: null },
    ]);
  });

  it('read a photo’s type from its bytes', () => {
    expect(sniffPhoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0]))).toBe('image/jpeg');
    expect(sniffPhoto(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffPhoto(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(sniffPhoto(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(sniffPhoto(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('keep the SPEC §9 barcode, scanner and camera constants, and validate camera settings', () => {
    expect(BARCODE).toEqual({ width: 3, height: 72, fontSize: 24 });
    expect(SCANNER).toEqual({ baudRate: 9600, terminator: '\r' });
    expect(CAMERA).toEqual({ port: 80, loginTimeoutMs: 3000, maxRetries: 3 });
    expect(cameraSettingsSchema.parse({ host: 'cam-01.sha.example' })).toEqual({
      host: 'cam-01.sha.example',
      port: 80,
      protocol: 'TCP',
      captureFormat: 'JPEG',
      recordSize: '256M',
      loginTimeoutMs: 3000,
      maxRetries: 3,
      snapshotUrl: null,
    });
    const bad = cameraSettingsSchema.safeParse({
      host: 'cam 1',
      port: '70000',
      protocol: 'HTTP',
      captureFormat: 'GIF',
      recordSize: '2G',
      maxRetries: '4',
      snapshotUrl: 'javascript:alert(1)',
    });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'captureFormat',
      'host',
      'maxRetries',
      'port',
      'protocol',
      'recordSize',
      'snapshotUrl',
    ]);
    expect(isCameraSuccess('2001')).toBe(true);
    expect(isCameraSuccess('1001')).toBe(false);
  });
});
