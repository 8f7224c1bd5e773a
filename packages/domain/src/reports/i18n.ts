import type { AreaCatalog } from '../i18n/catalog';

/** The report history (historyPage): its title and columns. */
export const reportsCatalog: AreaCatalog = {
  en_us: {
    menu: { pages: { historyPage: 'Report history' } },
    settings: {
      reportHistory: {
        title: 'Report history',
        fields: {
          reportNo: 'Report no.',
          reportName: 'Report name',
          reportType: 'Report type',
          branchCode: 'Branch office',
          periodFrom: 'Period from',
          periodTo: 'Period to',
          status: 'Status',
          rowCount: 'Rows',
          fileName: 'File',
          requestedBy: 'Requested by',
          requestedAt: 'Requested at',
          finishedAt: 'Finished at',
        },
      },
    },
  },
  zh_cn: {
    menu: { pages: { historyPage: '报表历史' } },
    settings: {
      reportHistory: {
        title: '报表历史',
        fields: {
          reportNo: '报表编号',
          reportName: '报表名称',
          reportType: '报表类型',
          branchCode: '分公司',
          periodFrom: '起始日期',
          periodTo: '截止日期',
          status: '状态',
          rowCount: '行数',
          fileName: '文件',
          requestedBy: '申请人',
          requestedAt: '申请时间',
          finishedAt: '完成时间',
        },
      },
    },
  },
};
