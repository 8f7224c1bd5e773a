import { makeAirWaybill, makeContainerNumber } from '@tidemark/domain';

/**
 * The fixed numbers of the demo data (README "Try tracking"): a fresh demo database always has
 * shipments behind them, whatever its size.
 */
export const DEMO_NUMBERS = {
  /** Two containers of an FCL shipment Shanghai → Los Angeles, on the water. */
  containersOnWater: [makeContainerNumber('MSKU', 702517), makeContainerNumber('MSKU', 702523)],
  /** One container of an FCL shipment Ningbo → New York, delivered and returned empty. */
  containerDelivered: makeContainerNumber('MEDU', 418817),
  houseBill: 'TDMO2611001',
  masterBill: 'MAEU262418073',
  bookingNo: 'BK2611001',
  /** China Cargo Airlines, Shanghai Pudong → Chicago O'Hare. */
  airWaybill: makeAirWaybill('112', 4829163),
  truckPlate: 'KTR4172',
  fbaShipmentId: 'FBA15K7QZ2MX',
  fbaReference: 'ECOM-0427',
} as const;
