/** The finance views' messages and labels that are no field's, in both languages. */
export const viewsCatalog = {
  en_us: {
    finance: {
      views: {
        relations: { tiers: 'Tiers' },
        actions: { addTier: 'Add tier', editTier: 'Edit tier' },
        errors: {
          chargeCode: 'Choose a charge code of the charge code list',
          cwCode: 'Enter the CargoWise code: 2 to 10 letters or digits',
          glAccount: 'Enter an account of 2 to 20 letters, digits, dots or dashes',
          duplicateMapping: 'This branch already maps this charge code',
          carrier: 'Enter the carrier’s SCAC code',
          unknownCarrier: 'No ocean carrier has this SCAC code',
          unknownPort: 'No port has this UN/LOCODE',
          freeDays: 'Enter whole free days from 0 to 90',
          window: 'The end of validity cannot be before its start',
          overlap: 'Another setting of this carrier, port, equipment and kind covers some of these days',
          dailyRate: 'Enter a daily rate above 0 with at most 2 decimals',
          tierStart: 'Tiers follow one another from the day after the free days: this one must start on the next day',
          tierOpen: 'Only the last tier may be open-ended: give this one its last day',
          tierEnd: 'A tier cannot end before it starts',
          freeDaysTiers: 'The first tier starts the day after the free days: change the tiers with the free days',
          tierGap: 'Removing this tier would leave a gap between the tiers: remove the last tier first',
        },
      },
    },
  },
  zh_cn: {
    finance: {
      views: {
        relations: { tiers: '阶梯' },
        actions: { addTier: '添加阶梯', editTier: '修改阶梯' },
        errors: {
          chargeCode: '请选择费用代码列表中的费用代码',
          cwCode: '请输入 CargoWise 代码：2 到 10 位字母或数字',
          glAccount: '请输入 2 到 20 位的科目（字母、数字、点或横线）',
          duplicateMapping: '该分公司已有此费用代码的映射',
          carrier: '请输入船公司的 SCAC 代码',
          unknownCarrier: '没有使用此 SCAC 代码的船公司',
          unknownPort: '没有此 UN/LOCODE 的港口',
          freeDays: '请输入 0 到 90 的整数免费天数',
          window: '失效日不能早于生效日',
          overlap: '同一船公司、港口、箱型和类别的另一设置已覆盖其中部分日期',
          dailyRate: '请输入大于 0 且最多 2 位小数的日费率',
          tierStart: '阶梯须从免费期后一天起首尾相接：此阶梯须从下一天开始',
          tierOpen: '只有最后一个阶梯可以不设截止天：请填写此阶梯的截止天',
          tierEnd: '阶梯的截止天不能早于起始天',
          freeDaysTiers: '第一个阶梯从免费期后一天开始：修改免费天数时请一并调整阶梯',
          tierGap: '删除此阶梯会使阶梯之间出现空档：请先删除最后一个阶梯',
        },
      },
    },
  },
};
