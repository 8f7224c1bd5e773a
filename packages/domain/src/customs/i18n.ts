import type { AreaCatalog } from '../i18n/catalog';

/** The customs area's messages and the words its declarations do not carry. */
export const customsCatalog: AreaCatalog = {
  en_us: {
    customs: {
      configuration: {
        relations: { thresholds: 'High/low value thresholds' },
        actions: { addThreshold: 'Add threshold' },
      },
      search: { placeholder: 'Code or words, e.g. 8471 or gloves' },
      errors: {
        hsFormat: 'An HS code has 6, 8 or 10 digits, dots optional, like 8471.30 or 8471.30.0100',
        hsUnknown: 'This HS subheading is not in the Harmonized System table',
        nationalUnknown: 'This code is not in the tariff of the origin or destination country',
        countryUnknown: 'This code is not in the tariff of the chosen country',
        nationalLength: 'A national code has 10 digits, like 8471.30.0000',
        codeTaken: 'This code is already in the table',
        rateMismatch: 'The ad valorem rate does not match the general rate',
        rateRange: 'Enter a percentage from 0 to 100',
        cwCodeFormat: 'A CargoWise code has 1 to 20 letters, digits or dots',
        declarantCode: 'A declarant customs code has 10 digits or capital letters',
        branchTaken: 'This branch already has its customs configuration',
        branchOutOfScope: 'Choose one of your branches',
        clearancePorts: 'List UN/LOCODEs of known ports, separated by commas, like CNSHA, CNNGB',
        currency: 'Enter an ISO 4217 currency code, like USD',
        countryTaken: 'This destination already has a threshold',
        amount: 'Enter an amount greater than 0 with at most 2 decimals',
      },
    },
  },
  zh_cn: {
    customs: {
      configuration: {
        relations: { thresholds: '高低货值门槛' },
        actions: { addThreshold: '新增门槛' },
      },
      search: { placeholder: '编码或品名，例如 8471 或 手套' },
      errors: {
        hsFormat: 'HS 编码为 6、8 或 10 位数字，可带点，例如 8471.30 或 8471.30.0100',
        hsUnknown: '协调制度表中没有该 HS 子目',
        nationalUnknown: '起运国或目的国的税则中没有该编码',
        countryUnknown: '所选国家的税则中没有该编码',
        nationalLength: '国家编码为 10 位数字，例如 8471.30.0000',
        codeTaken: '该编码已在表中',
        rateMismatch: '从价税率与普通税率不一致',
        rateRange: '请输入 0 到 100 之间的百分比',
        cwCodeFormat: 'CargoWise 编码为 1 到 20 位字母、数字或点',
        declarantCode: '报关单位海关编码为 10 位数字或大写字母',
        branchTaken: '该分公司已有关务配置',
        branchOutOfScope: '请选择您所属的分公司',
        clearancePorts: '请填写已知港口的 UN/LOCODE，以逗号分隔，例如 CNSHA, CNNGB',
        currency: '请输入 ISO 4217 币种代码，例如 USD',
        countryTaken: '该目的国已设置门槛',
        amount: '请输入大于 0 且最多两位小数的金额',
      },
    },
  },
};
