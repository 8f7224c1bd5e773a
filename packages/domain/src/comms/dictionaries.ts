import { type DictionaryDef, dictionary } from '../engine/dictionaries';

/** The enumerations the comms area owns, with their labels in both languages. */
export const COMMS_DICTIONARIES = {
  message_importance: dictionary(['hot', 'normal'], {
    en_us: {
      name: 'Message importance',
      values: {
        hot: 'Hot',
        normal: 'Normal',
      },
    },
    zh_cn: {
      name: '消息重要程度',
      values: {
        hot: '重要',
        normal: '普通',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
