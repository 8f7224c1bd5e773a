import { EVENT_CODES } from '@tidemark/domain';
import {
  REQUIRED_UPLOAD_COLUMNS,
  UPLOAD_COLUMNS,
  UPLOAD_HEADERS,
  type UploadColumn,
} from '@tidemark/domain/tracking/uploads/rows';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Line = { column: UploadColumn; required: boolean; headers: string };

const LINES: readonly Line[] = UPLOAD_COLUMNS.map((column) => ({
  column,
  required: REQUIRED_UPLOAD_COLUMNS.includes(column),
  headers: UPLOAD_HEADERS[column].join(' / '),
}));

const CODES = Object.keys(EVENT_CODES).join(', ');

/** The template's columns as the server's sheet reader recognises them, so a file can be built by hand. */
export const ColumnGuide = () => {
  const { t } = useTranslation();
  const columns: TableColumnsType<Line> = [
    {
      key: 'column',
      title: t('tracking.uploads.columnsTitle'),
      render: (_, l) => <strong className="pt-nowrap">{t(`tracking.uploads.columns.${l.column}`)}</strong>,
    },
    {
      key: 'required',
      width: 90,
      render: (_, l) =>
        l.required ? (
          <Tag color="red">{t('tracking.uploads.required')}</Tag>
        ) : (
          <Tag>{t('tracking.uploads.optional')}</Tag>
        ),
    },
    {
      key: 'content',
      title: t('tracking.uploads.content'),
      render: (_, l) => t(`tracking.uploads.hints.${l.column}`, { codes: CODES }),
    },
    {
      key: 'headers',
      title: t('tracking.uploads.headerNames'),
      responsive: ['lg'],
      render: (_, l) => <span className="upload-headers">{l.headers}</span>,
    },
  ];
  return (
    <Table<Line>
      className="upload-guide"
      rowKey="column"
      size="small"
      columns={columns}
      dataSource={[...LINES]}
      pagination={false}
    />
  );
};
