import { PARTY_FIELDS, PARTY_ROLES } from '@tidemark/domain/ops/bookings/index';

/** The booking form's sections, in order, each with its fields; the desk decides the conveyance fields. */
export const bookingSections = (mode: 'SEA' | 'AIR', customer: boolean) =>
  [
    {
      key: 'detail',
      fields: [
        'loadType',
        ...(customer ? [] : ['companyId', 'branchId']),
        'customerRef',
        'serviceType',
        'cargoReadyDate',
        'remarks',
      ],
    },
    { key: 'parties', fields: PARTY_ROLES.flatMap((role) => PARTY_FIELDS.map((f) => `${role}${f}`)) },
    {
      key: 'cargo',
      fields: ['goodsDescription', 'hsCode', 'packages', 'packageType', 'grossWeightKg', 'volumeCbm', 'marks'],
    },
    {
      key: 'routing',
      fields: [
        'originPort',
        'destinationPort',
        'etd',
        'eta',
        'carrierCode',
        ...(mode === 'SEA' ? ['vessel', 'voyage'] : ['flightNo', 'mawb']),
      ],
    },
    { key: 'quotation', fields: ['quotationId', 'spaceType'] },
    {
      key: 'terms',
      fields: ['freightTerm', 'paymentTerm', 'incoterm', 'contractNo', 'customsService', 'insuranceService'],
    },
  ] as const;

/** Short inputs share a row; names, addresses, descriptions and remarks take a whole one. */
export const isWideField = (name: string): boolean =>
  /(Name|Address|goodsDescription|remarks|marks|companyId)$/.test(name);
