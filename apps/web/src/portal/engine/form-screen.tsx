import type { PageDef, ResourceDef } from '@tidemark/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../shell/page-header';
import { detailPath } from './list-state';
import { RecordForm } from './record-form';

/** A page whose screen is a form: the create form on the page itself; saving opens the new record. */
export const FormScreen = ({ page, resource }: { page: PageDef; resource: ResourceDef }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A new key gives a fresh, empty form after Cancel.
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeader title={t(page.titleKey)} />
      <RecordForm
        key={round}
        open
        variant="page"
        page={page}
        resource={resource}
        record={null}
        onClose={() => setRound((r) => r + 1)}
        onSaved={(saved) => navigate(detailPath(page.url, saved.id, ''))}
      />
    </>
  );
};
