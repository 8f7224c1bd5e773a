import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineScreen } from '../../engine/engine-screen';
import { PageHeader } from '../../shell/page-header';

/** The generic list of a console report page, headed by what the page lists or checks. */
const HelpedList = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  return (
    <EngineScreen
      url={url}
      list={{
        header: (list, create) => (
          <PageHeader title={t(list.page.titleKey)} description={t(`opsConsoles.help.${url}`)} extra={create} />
        ),
      }}
    />
  );
};

/** One screen component per page URL, for the part's screen map. */
export const helpedList = (url: string): ComponentType => {
  const Screen = () => <HelpedList url={url} />;
  Screen.displayName = `HelpedList(${url})`;
  return Screen;
};
