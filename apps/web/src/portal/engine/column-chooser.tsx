import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import type { FieldDef, ResourceDef } from '@tidemark/domain';
import { Button, Checkbox, Drawer, Space, Tooltip } from 'antd';
import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSaveColumns, columnFields, moveItem } from './columns';

/** SPEC §9: the custom column list is at least 200 px wide. */
export const COLUMN_LIST_MIN_WIDTH = 200;

/**
 * The column chooser of every list (SPEC §3, §7): tick the columns to show, drag them (or use
 * the arrows) into order, save with at least one column, or reset to the configured defaults.
 */
export const ColumnChooser = ({
  open,
  resource,
  columns,
  saving,
  onSave,
  onReset,
  onClose,
}: {
  open: boolean;
  resource: ResourceDef;
  columns: readonly string[];
  saving: boolean;
  onSave: (names: string[]) => void;
  onReset: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([...columns]);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  useEffect(() => {
    if (open) setChosen([...columns]);
  }, [open, columns]);

  const byName = new Map(resource.fields.map((f) => [f.name, f]));
  const others = columnFields(resource).filter((f) => !chosen.includes(f.name));
  const label = (f: FieldDef | undefined, name: string) => (f ? t(f.labelKey) : name);

  const onDrop = (e: DragEvent, index: number) => {
    e.preventDefault();
    if (dragFrom !== null) setChosen((list) => moveItem(list, dragFrom, index));
    setDragFrom(null);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('engineUi.columns.title')}
      size={380}
      className="eng-columns-drawer"
      footer={
        <div className="eng-drawer-footer">
          <Button onClick={onReset} disabled={saving}>
            {t('engineUi.columns.reset')}
          </Button>
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Tooltip title={canSaveColumns(chosen) ? undefined : t('settings.fieldConfig.atLeastOne')}>
              <Button type="primary" loading={saving} disabled={!canSaveColumns(chosen)} onClick={() => onSave(chosen)}>
                {t('common.save')}
              </Button>
            </Tooltip>
          </Space>
        </div>
      }
    >
      <p className="eng-muted eng-columns-hint">{t('engineUi.columns.hint')}</p>
      <h3 className="eng-columns-heading">
        {t('engineUi.columns.shown')} <span className="eng-muted">({chosen.length})</span>
      </h3>
      <ol
        className="eng-column-list"
        style={{ minWidth: COLUMN_LIST_MIN_WIDTH }}
        aria-label={t('engineUi.columns.shown')}
      >
        {chosen.map((name, i) => {
          const text = label(byName.get(name), name);
          return (
            <li
              key={name}
              draggable
              className={dragFrom === i ? 'eng-column eng-dragging' : 'eng-column'}
              data-column={name}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', name);
                setDragFrom(i);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(e) => onDrop(e, i)}
              onDragEnd={() => setDragFrom(null)}
            >
              <HolderOutlined className="eng-drag-handle" aria-hidden />
              <Checkbox
                checked
                disabled={chosen.length === 1}
                onChange={() => setChosen((list) => list.filter((n) => n !== name))}
              >
                {text}
              </Checkbox>
              <span className="eng-column-moves">
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={i === 0}
                  aria-label={t('engineUi.columns.moveUp', { name: text })}
                  onClick={() => setChosen((list) => moveItem(list, i, i - 1))}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={i === chosen.length - 1}
                  aria-label={t('engineUi.columns.moveDown', { name: text })}
                  onClick={() => setChosen((list) => moveItem(list, i, i + 1))}
                />
              </span>
            </li>
          );
        })}
      </ol>
      {others.length > 0 ? (
        <>
          <h3 className="eng-columns-heading">{t('engineUi.columns.hidden')}</h3>
          <ul className="eng-column-list eng-column-list-off" style={{ minWidth: COLUMN_LIST_MIN_WIDTH }}>
            {others.map((f) => (
              <li key={f.name} className="eng-column" data-column={f.name}>
                <Checkbox checked={false} onChange={() => setChosen((list) => [...list, f.name])}>
                  {t(f.labelKey)}
                </Checkbox>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Drawer>
  );
};
