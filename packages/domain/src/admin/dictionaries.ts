import { type DictionaryDef, dictionary } from '../engine/dictionaries';

/** Which offices a column configuration applies to (most specific wins: branch, controlling office, all). */
export const FIELD_CONFIG_BRANCH_TYPES = ['all', 'controlling_office', 'branch'] as const;
export type FieldConfigBranchType = (typeof FIELD_CONFIG_BRANCH_TYPES)[number];

/** The enumerations the admin area owns, with their labels in both languages. */
export const ADMIN_DICTIONARIES = {
  field_config_branch_type: dictionary(FIELD_CONFIG_BRANCH_TYPES, {
    en_us: {
      name: 'Column configuration office type',
      values: {
        all: 'All offices',
        controlling_office: 'Controlling office',
        branch: 'Branch office',
      },
    },
    zh_cn: {
      name: '列配置办事处类型',
      values: {
        all: '全部办事处',
        controlling_office: '控制办事处',
        branch: '分公司',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
