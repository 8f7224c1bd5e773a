import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Tooltip } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnChoice, moveBefore, moveItem, pickerOrder, toggleColumn } from './column-order';
import './settings.css';

/**
 * Chooses columns and their order (SPEC §3, §5): ticked columns come first, in display order, and
 * are dragged (or moved with the arrow buttons) into place; the last ticked column cannot be
 * unticked, so a list always keeps at least one column.
 */
export const ColumnPicker = ({
  available,
  value,
  onChange,
  disabled = false,
}: {
  available: readonly ColumnChoice[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const labels = new Map(available.map((c) => [c.fieldName, c.fieldLabel || c.fieldName]));
  const needle = query.trim().toLowerCase();
  const names = pickerOrder(value, available).filter(
    (n) => needle === '' || (labels.get(n) ?? n).toLowerCase().includes(needle) || n.toLowerCase().includes(needle),
  );

  const drop = (event: DragEvent, before: string) => {
    event.preventDefault();
    const name = dragging ?? event.dataTransfer.getData('text/plain');
    setDragging(null);
    setOver(null);
    if (name && value.includes(before)) onChange(moveBefore(value, name, before));
  };

  return (
    <div className="st-picker">
      <div className="st-picker-head">
        <Input
          className="st-picker-search"
          allowClear
          size="small"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('settingsUi.columns.filter')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label={t('settingsUi.columns.filter')}
        />
        <span className="st-picker-count">
          {t('settingsUi.columns.chosen', { count: value.length, total: available.length })}
        </span>
      </div>
      <ul className="st-picker-list" aria-label={t('settingsUi.columns.listLabel')}>
        {names.map((name) => {
          const index = value.indexOf(name);
          const chosen = index >= 0;
          const last = chosen && value.length === 1;
          const label = labels.get(name) ?? name;
          return (
            <li
              key={name}
              className={[
                'st-picker-item',
                chosen ? 'st-picker-chosen' : '',
                dragging === name ? 'st-picker-dragging' : '',
                over === name && dragging !== name ? 'st-picker-over' : '',
              ].join(' ')}
              draggable={chosen && !disabled && needle === ''}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', name);
                setDragging(name);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                if (!chosen || dragging === null) return;
                e.preventDefault();
                setOver(name);
              }}
              onDrop={(e) => drop(e, name)}
              data-column={name}
            >
              <span className="st-picker-handle" aria-hidden>
                {chosen ? <HolderOutlined aria-hidden /> : null}
              </span>
              <Tooltip title={last ? t('settingsUi.columns.keepOne') : undefined}>
                <Checkbox
                  checked={chosen}
                  disabled={disabled || last}
                  onChange={(e) => onChange(toggleColumn(value, name, e.target.checked))}
                >
                  {label}
                </Checkbox>
              </Tooltip>
              {chosen ? (
                <span className="st-picker-moves">
                  <span className="st-picker-index">{index + 1}</span>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={t('settingsUi.columns.moveUp', { name: label })}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(moveItem(value, index, index - 1))}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={t('settingsUi.columns.moveDown', { name: label })}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => onChange(moveItem(value, index, index + 1))}
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="st-picker-hint">{t('settingsUi.columns.dragHint')}</p>
    </div>
  );
};
