import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { FieldDef } from '@tidemark/domain';
import { Button, Col, Form, Row } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kitFor } from './field-types';
import type { FilterValue } from './field-types/types';

/** The request keys of a filter field: f_<field>, or f_<field>_from and f_<field>_to for ranges. */
export const filterKeys = (field: FieldDef): { value: string } | { from: string; to: string } =>
  field.filter === 'range' ? { from: `f_${field.name}_from`, to: `f_${field.name}_to` } : { value: `f_${field.name}` };

export const readFilter = (field: FieldDef, filters: Readonly<Record<string, string>>): FilterValue => {
  const keys = filterKeys(field);
  return 'value' in keys
    ? { value: filters[keys.value] ?? '' }
    : { from: filters[keys.from] ?? '', to: filters[keys.to] ?? '' };
};

export const writeFilter = (field: FieldDef, value: FilterValue): Record<string, string> => {
  const keys = filterKeys(field);
  return 'value' in keys
    ? { [keys.value]: value.value ?? '' }
    : { [keys.from]: value.from ?? '', [keys.to]: value.to ?? '' };
};

/** How many filters show before 'More filters': one row on a desk, one field on a phone. */
export const FOLDED_COUNT = 3;
export const FOLDED_COUNT_PHONE = 1;

/**
 * The search form of a list, built from the page's filters (SPEC §3): the fields take 18 of 24
 * grid columns, the Search and Reset buttons the other 6. Values apply on Search (or Enter in
 * a field); Reset clears them all.
 */
export const SearchForm = ({
  fields,
  filters,
  onSearch,
  extra,
  folded = FOLDED_COUNT,
}: {
  fields: readonly FieldDef[];
  filters: Readonly<Record<string, string>>;
  onSearch: (filters: Record<string, string>) => void;
  extra?: ReactNode;
  folded?: number;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>({ ...filters });
  const [expanded, setExpanded] = useState(false);

  // The URL is the truth: a shared link, Back or a saved view replaces what was typed.
  useEffect(() => setDraft({ ...filters }), [filters]);

  const set = (field: FieldDef, value: FilterValue) => setDraft((d) => ({ ...d, ...writeFilter(field, value) }));
  const hiddenActive = fields.slice(folded).some((f) => {
    const v = readFilter(f, draft);
    return (v.value ?? v.from ?? '') !== '' || (v.to ?? '') !== '';
  });
  const shown = expanded || hiddenActive ? fields : fields.slice(0, folded);

  return (
    <Form layout="vertical" className="eng-search" onFinish={() => onSearch(draft)}>
      <Row gutter={[16, 0]}>
        <Col xs={24} lg={18}>
          <Row gutter={[16, 0]}>
            {shown.map((field) => {
              const { Filter } = kitFor(field);
              const id = `filter-${field.name}`;
              return (
                <Col key={field.name} xs={24} sm={12} xl={8}>
                  <Form.Item label={t(field.labelKey)} htmlFor={id} className="eng-search-item">
                    <Filter id={id} field={field} value={readFilter(field, draft)} onChange={(v) => set(field, v)} />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </Col>
        <Col xs={24} lg={6}>
          <div className="eng-search-buttons">
            <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                onSearch({});
              }}
            >
              {t('common.reset')}
            </Button>
          </div>
          <div className="eng-search-links">
            {fields.length > folded && !hiddenActive ? (
              <Button
                type="link"
                size="small"
                onClick={() => setExpanded((e) => !e)}
                icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                iconPlacement="end"
              >
                {expanded ? t('engineUi.search.fewer') : t('engineUi.search.more')}
              </Button>
            ) : null}
            {extra}
          </div>
        </Col>
      </Row>
    </Form>
  );
};
