import type { AreaCatalog } from '../../i18n/catalog';

/** Sailing schedules. */
export const trackingSchedulesCatalog: AreaCatalog = {
  en_us: {
    menu: { pages: { sailingSchedule: 'Sailing schedules' } },
    permissions: { sailingSchedule: { export: 'Export sailing schedules' } },
    tracking: {
      sailing: {
        title: 'Sailing',
        fields: {
          carrierCode: 'Carrier (SCAC)',
          carrierName: 'Carrier',
          service: 'Service',
          vessel: 'Vessel',
          voyage: 'Voyage',
          originPort: 'Port of loading',
          destinationPort: 'Port of discharge',
          cutoffAt: 'CY cut-off',
          etd: 'ETD',
          eta: 'ETA',
          transitDays: 'Transit (days)',
        },
      },
    },
  },
  zh_cn: {
    menu: { pages: { sailingSchedule: '船期表' } },
    permissions: { sailingSchedule: { export: '导出船期' } },
    tracking: {
      sailing: {
        title: '船期',
        fields: {
          carrierCode: '船公司代码',
          carrierName: '船公司',
          service: '航线',
          vessel: '船名',
          voyage: '航次',
          originPort: '起运港',
          destinationPort: '目的港',
          cutoffAt: '截柜时间',
          etd: '预计开船',
          eta: '预计到港',
          transitDays: '航程（天）',
        },
      },
    },
  },
};
