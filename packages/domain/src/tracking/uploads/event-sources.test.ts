import { describe, expect, it } from 'vitest';
import { dictionaryLabelKey } from '../../engine/dictionaries';
import { hasKey, translate } from '../../i18n';
import { EVENT_SOURCES } from '../../shipments';
import { containerEventResource } from './resources';

describe('event sources', () => {
  it('are a dictionary field of the container event list, as other enumerations are', () => {
    const source = containerEventResource.fields.find((f) => f.name === 'source');
    expect(source).toMatchObject({ type: 'enum', dict: 'event_source' });
  });

  it('have a label in both languages for every value, uploads included', () => {
    for (const value of EVENT_SOURCES) {
      const key = dictionaryLabelKey('event_source', value);
      expect(hasKey(key), key).toBe(true);
      expect(translate('zh_cn', key)).not.toBe(key);
    }
    expect(translate('en_us', dictionaryLabelKey('event_source', 'upload'))).toBe('Uploaded by our operations team');
    expect(translate('zh_cn', dictionaryLabelKey('event_source', 'upload'))).toBe('我司操作上传');
  });
});
