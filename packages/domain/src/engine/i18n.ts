import type { AreaCatalog } from '../i18n/catalog';
import type { Language } from '../i18n/language';
import { ACTION_KIND_LABELS } from './declare';

const actionKinds = (lang: Language) =>
  Object.fromEntries(Object.entries(ACTION_KIND_LABELS).map(([kind, labels]) => [kind, labels[lang]]));

/** Messages of the data engine's generic endpoints and screens. */
export const engineCatalog: AreaCatalog = {
  en_us: {
    engine: {
      unknownView: 'This page does not show these records.',
      notWritable: 'These records cannot be changed here.',
      duplicate: 'A record with these values already exists.',
      transitionNotAllowed: 'This action is not possible in the record’s current state.',
      batchTooMany: 'Select at most {max} records for a batch update.',
      batchInconsistent: 'The selected records are not in the same state. Select records that match.',
      deleteReferenced: 'Other records still refer to this one, so it cannot be deleted.',
      missingReference: 'A value refers to a record that does not exist (it may have just been deleted).',
      created: 'Created',
      deleted: 'Deleted',
      saved: 'Saved',
      batchSaved: '{count} records updated',
      actionKinds: actionKinds('en_us'),
      audit: {
        create: 'Created',
        update: 'Changed',
        transition: 'Status changed',
        delete: 'Deleted',
        deleteLine: 'Line deleted',
      },
    },
  },
  zh_cn: {
    engine: {
      unknownView: '此页面不显示这些记录。',
      notWritable: '这些记录不能在此修改。',
      duplicate: '已存在相同内容的记录。',
      transitionNotAllowed: '记录当前的状态不允许此操作。',
      batchTooMany: '批量修改最多只能选择{max}条记录。',
      batchInconsistent: '所选记录的状态不一致，请选择状态相同的记录。',
      deleteReferenced: '仍有其他记录引用此记录，不能删除。',
      missingReference: '所填内容引用的记录不存在（可能刚被删除）。',
      created: '已创建',
      deleted: '已删除',
      saved: '已保存',
      batchSaved: '已更新{count}条记录',
      actionKinds: actionKinds('zh_cn'),
      audit: {
        create: '创建',
        update: '修改',
        transition: '状态变更',
        delete: '删除',
        deleteLine: '删除明细',
      },
    },
  },
};
