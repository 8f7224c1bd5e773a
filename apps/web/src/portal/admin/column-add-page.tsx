import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../permission';
import { PageHeader } from '../shell/page-header';
import { FieldConfigForm } from './field-config-form';
import { CONFIG_TABLES } from './tables';
import './settings.css';

/**
 * columnAdd: the form that adds a column configuration, on its own page. Saving needs
 * columnManage:edit; afterwards the list of configurations of that table opens.
 */
export const ColumnAddPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canSave = useCan('columnManage:edit');
  const canList = useCan('columnManage');
  // A new key gives a fresh form after a save when there is no list to go to.
  const [round, setRound] = useState(0);
  const table = params.get('tableName') ?? undefined;

  return (
    <>
      <PageHeader
        title={t('menu.pages.columnAdd')}
        description={t('settingsUi.fieldConfig.addHint')}
        extra={
          canList ? (
            <Button
              onClick={() =>
                navigate(`/dashboard/columnManage${table ? `?tableName=${encodeURIComponent(table)}` : ''}`)
              }
            >
              {t('settingsUi.fieldConfig.toList')}
            </Button>
          ) : null
        }
      />
      {canSave ? null : (
        <Alert type="info" showIcon className="st-alert" title={t('settingsUi.fieldConfig.needsEdit')} />
      )}
      <div className="pt-panel st-add-panel">
        <FieldConfigForm
          key={round}
          config={null}
          tables={CONFIG_TABLES}
          initialTable={table}
          onSaved={({ tableName }) => {
            if (canList) navigate(`/dashboard/columnManage?tableName=${encodeURIComponent(tableName)}`);
            else setRound((r) => r + 1);
          }}
        />
      </div>
    </>
  );
};
