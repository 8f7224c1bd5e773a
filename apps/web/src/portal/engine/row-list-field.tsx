import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Table, type TableColumnsType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddRow, canRemoveRow, isBlankRow } from './row-list';

export type LineRow = { key: string } & Record<string, unknown>;

export type LineColumn<Row extends LineRow> = {
  name: Exclude<keyof Row, 'key'> & string;
  title: ReactNode;
  width?: number;
  /** The input of one cell: its value and how to change it. */
  input: (value: Row[keyof Row], change: (value: unknown) => void, row: Row) => ReactNode;
};

let keySeed = 0;
export const newRowKey = (): string => {
  keySeed += 1;
  return `row-${Date.now().toString(36)}-${keySeed}`;
};

/**
 * An editable list of line items (SPEC §5): only one blank row may be added at a time, and the
 * last remaining row cannot be deleted.
 */
export const EditableRows = <Row extends LineRow>({
  rows,
  onChange,
  columns,
  blankRow,
  isBlank = isBlankRow,
}: {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  columns: readonly LineColumn<Row>[];
  blankRow: () => Row;
  isBlank?: (row: Row) => boolean;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = (key: string, name: string, value: unknown) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, [name]: value } : r)));

  const add = () => {
    if (!canAddRow(rows, isBlank)) {
      void message.warning(t('engineUi.rows.oneBlank'));
      return;
    }
    onChange([...rows, blankRow()]);
  };

  const remove = (key: string) => {
    if (!canRemoveRow(rows)) {
      void message.warning(t('engineUi.rows.lastRow'));
      return;
    }
    onChange(rows.filter((r) => r.key !== key));
  };

  const tableColumns: TableColumnsType<Row> = [
    { key: '__index', title: '#', width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
    ...columns.map((c) => ({
      key: c.name,
      title: c.title,
      width: c.width,
      render: (_v: unknown, row: Row) => c.input(row[c.name], (value: unknown) => change(row.key, c.name, value), row),
    })),
    {
      key: '__remove',
      width: 56,
      align: 'center',
      render: (_v, row) => (
        <Tooltip title={canRemoveRow(rows) ? t('engineUi.rows.remove') : t('engineUi.rows.lastRow')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('engineUi.rows.remove')}
            disabled={!canRemoveRow(rows)}
            onClick={() => remove(row.key)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <div className="eng-rows">
      <Table<Row>
        size="small"
        rowKey="key"
        columns={tableColumns}
        dataSource={[...rows]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={add} className="eng-rows-add">
        {t('engineUi.rows.add')}
      </Button>
    </div>
  );
};
