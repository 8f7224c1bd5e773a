import type { AreaCatalog } from '../../i18n/catalog';

/** ETA rules and the notifications they send. */
export const trackingEtaCatalog: AreaCatalog = {
  en_us: {
    menu: { pages: { etaSetting: 'ETA alert rules', etanotification: 'ETA notifications' } },
    permissions: {
      etaSetting: { edit: 'Add and edit ETA alert rules', export: 'Export ETA alert rules' },
      etanotification: { export: 'Export ETA notifications' },
    },
    tracking: {
      etaRule: {
        title: 'ETA alert rule',
        tooManyRecipients: 'At most 20 recipients',
        thresholdRange: 'Enter whole hours from 1 to 1440',
        companyNotAllowed: 'Choose a customer you have access to',
        fields: {
          companyId: 'Customer',
          companyName: 'Customer name',
          thresholdHours: 'Notify when ETA moves by more than (hours)',
          recipients: 'Recipients (e-mail)',
          language: 'Mail language',
          active: 'Active',
          updatedAt: 'Last updated',
        },
      },
      etaNotification: {
        title: 'ETA notification',
        fields: {
          shipmentNo: 'Shipment no.',
          companyName: 'Customer',
          oldEta: 'Previous ETA',
          newEta: 'New ETA',
          deltaHours: 'Change (hours)',
          thresholdHours: 'Rule threshold (hours)',
          ruleId: 'Rule no.',
          eventCode: 'Triggering event',
          recipients: 'Recipients',
          mailedAt: 'Mail sent',
          createdAt: 'Recorded',
        },
      },
      etaMail: {
        subject: 'ETA change for shipment {shipmentNo}',
        later: 'later',
        earlier: 'earlier',
        body: 'The estimated arrival of shipment {shipmentNo} ({origin} to {destination}) has moved {hours} hours {direction}.\n\nPrevious ETA: {oldEta}\nNew ETA: {newEta}\nContainer: {containerNo}\n\nThis notice was sent because of an ETA alert rule for {company}.',
      },
    },
  },
  zh_cn: {
    menu: { pages: { etaSetting: 'ETA 变更提醒规则', etanotification: 'ETA 变更通知' } },
    permissions: {
      etaSetting: { edit: '新增和编辑 ETA 提醒规则', export: '导出 ETA 提醒规则' },
      etanotification: { export: '导出 ETA 变更通知' },
    },
    tracking: {
      etaRule: {
        title: 'ETA 变更提醒规则',
        tooManyRecipients: '收件人最多 20 个',
        thresholdRange: '请输入 1 到 1440 之间的整数小时',
        companyNotAllowed: '请选择您有权限的客户',
        fields: {
          companyId: '客户',
          companyName: '客户名称',
          thresholdHours: 'ETA 变动超过（小时）时提醒',
          recipients: '收件人邮箱',
          language: '邮件语言',
          active: '启用',
          updatedAt: '最后更新',
        },
      },
      etaNotification: {
        title: 'ETA 变更通知',
        fields: {
          shipmentNo: '运单号',
          companyName: '客户',
          oldEta: '原 ETA',
          newEta: '新 ETA',
          deltaHours: '变动（小时）',
          thresholdHours: '规则阈值（小时）',
          ruleId: '规则编号',
          eventCode: '触发事件',
          recipients: '收件人',
          mailedAt: '发送时间',
          createdAt: '记录时间',
        },
      },
      etaMail: {
        subject: '运单 {shipmentNo} 预计到港时间变更',
        later: '推迟',
        earlier: '提前',
        body: '运单 {shipmentNo}（{origin} 至 {destination}）的预计到港时间{direction}了 {hours} 小时。\n\n原 ETA：{oldEta}\n新 ETA：{newEta}\n柜号：{containerNo}\n\n此邮件由 {company} 的 ETA 变更提醒规则自动发送。',
      },
    },
  },
};
