import { DownOutlined, StarOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { savedSettingsApi } from './api';

/** Saved filters live in the SPEC §7 saved settings under this module, one per page. */
export const SAVED_FILTERS_MODULE = 'engineList';

const parseSaved = (text: string): Record<string, string> | null => {
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
    return Object.fromEntries(
      Object.entries(raw).filter((e): e is [string, string] => e[0].startsWith('f_') && typeof e[1] === 'string'),
    );
  } catch {
    return null;
  }
};

/** Keeps the current filters as the user's saved filters of the page, and applies them again later. */
export const SavedFilters = ({
  pageUrl,
  filters,
  onApply,
}: {
  pageUrl: string;
  filters: Readonly<Record<string, string>>;
  onApply: (filters: Record<string, string>) => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();

  const apply = async () => {
    try {
      const saved = parseSaved(await savedSettingsApi.read(SAVED_FILTERS_MODULE, pageUrl));
      if (!saved) {
        void message.info(t('engineUi.savedFilters.none'));
        return;
      }
      onApply(saved);
    } catch (error) {
      reportError(error);
    }
  };

  const save = async () => {
    try {
      const res = await savedSettingsApi.save(SAVED_FILTERS_MODULE, pageUrl, JSON.stringify(filters));
      void message.success(res.message || t('portal.saved'));
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'apply', label: t('engineUi.savedFilters.apply') },
          { key: 'save', label: t('engineUi.savedFilters.save') },
        ],
        onClick: ({ key }) => void (key === 'apply' ? apply() : save()),
      }}
    >
      <Button type="link" size="small" icon={<StarOutlined aria-hidden />} className="eng-saved-filters">
        {t('engineUi.savedFilters.title')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
};
