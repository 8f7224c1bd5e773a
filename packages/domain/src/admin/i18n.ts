import type { AreaCatalog } from '../i18n/catalog';

/** Dictionary administration, column configuration and saved settings. */
export const settingsCatalog: AreaCatalog = {
  en_us: {
    menu: {
      pages: {
        dictionaryManage: 'Dictionaries',
        columnManage: 'Column configuration',
        columnAdd: 'Add column configuration',
        reportFieldManage: 'Report columns',
        reportFieldSetting: 'My report columns',
      },
    },
    permissions: {
      dictionaryManage: { edit: 'Edit dictionaries' },
      columnManage: { edit: 'Edit column configurations' },
    },
    settings: {
      actions: { edit: 'Edit' },
      dictionaries: {
        saved: 'The dictionary entry has been saved',
        valueExists: 'This value already exists in the dictionary',
        valueFixed: 'The dictionary and value of an existing entry cannot be changed',
        dictTypeFormat: 'Use lower-case letters, digits and underscores',
      },
      fieldConfig: {
        saved: 'The column configuration has been saved',
        deleted: 'The column configuration has been deleted',
        exists: 'A configuration for this table, report type and office already exists',
        unknownTable: 'This table has no column configuration',
        branchCodeInvalid: 'Choose an office that matches the office type',
        badFormat: 'The column list is not valid',
        atLeastOne: 'Choose at least one column',
        unknownField: 'Unknown column: {field}',
        duplicateField: 'This column is chosen twice: {field}',
        tooMany: 'Too many columns',
        checkColumns: 'Check the chosen columns',
        customerSaved: 'Your columns have been saved',
        customerCleared: 'Your columns have been reset to the defaults',
      },
      savedSettings: { saved: 'The settings have been saved' },
    },
  },
  zh_cn: {
    menu: {
      pages: {
        dictionaryManage: '数据字典',
        columnManage: '列配置',
        columnAdd: '新增列配置',
        reportFieldManage: '报表字段管理',
        reportFieldSetting: '我的报表字段',
      },
    },
    permissions: {
      dictionaryManage: { edit: '编辑数据字典' },
      columnManage: { edit: '编辑列配置' },
    },
    settings: {
      actions: { edit: '编辑' },
      dictionaries: {
        saved: '字典项已保存',
        valueExists: '该字典中已存在此值',
        valueFixed: '已有字典项的字典类型和值不能修改',
        dictTypeFormat: '请使用小写字母、数字和下划线',
      },
      fieldConfig: {
        saved: '列配置已保存',
        deleted: '列配置已删除',
        exists: '该表、报表类型和办事处的配置已存在',
        unknownTable: '该表没有列配置',
        branchCodeInvalid: '请选择与办事处类型相符的办事处',
        badFormat: '列清单格式不正确',
        atLeastOne: '请至少选择一列',
        unknownField: '未知的列：{field}',
        duplicateField: '该列被重复选择：{field}',
        tooMany: '列数过多',
        checkColumns: '请检查所选的列',
        customerSaved: '您的列设置已保存',
        customerCleared: '您的列设置已恢复默认',
      },
      savedSettings: { saved: '设置已保存' },
    },
  },
};
