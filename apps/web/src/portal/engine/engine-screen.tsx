import { pageByUrl, resourceByName } from '@tidemark/domain';
import { Result } from 'antd';
import type { ComponentProps, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PortalNotFound } from '../shell/not-found';
import { ChartScreen } from './chart-screen';
import { DetailScreen, type DetailSlots } from './detail-screen';
import './engine.css';
import { FormScreen } from './form-screen';
import { ListScreen } from './list-screen';

/**
 * The generic screen of a page definition: its list at /dashboard/<page> (a form page shows
 * the create form there, a chart page its chart) and a record at /dashboard/<page>/<id>.
 */
export const EngineScreen = ({
  url,
  list,
  detail,
}: {
  url: string;
  /** What the page puts into its generic list (its slots). */
  list?: Omit<ComponentProps<typeof ListScreen>, 'page' | 'resource'>;
  /** What the page puts into a record's detail (its slots). */
  detail?: DetailSlots;
}) => {
  const { t } = useTranslation();
  const page = pageByUrl(url);
  const resource = page?.resource ? resourceByName(page.resource) : undefined;
  if (!page || !resource) return <Result status="warning" title={t('portal.error.text')} />;
  return (
    <Routes>
      <Route
        index
        element={
          page.screen === 'form' ? (
            <FormScreen page={page} resource={resource} />
          ) : page.screen === 'chart' ? (
            <ChartScreen page={page} resource={resource} />
          ) : (
            <ListScreen page={page} resource={resource} {...list} />
          )
        }
      />
      <Route path=":id" element={<DetailScreen page={page} resource={resource} {...detail} />} />
      <Route path="*" element={<PortalNotFound home={url} />} />
    </Routes>
  );
};

const screens = new Map<string, ComponentType>();

/** One component per page URL, so the route table can list them like hand-written screens. */
export const screenFor = (url: string): ComponentType => {
  const known = screens.get(url);
  if (known) return known;
  const Screen = () => <EngineScreen url={url} />;
  Screen.displayName = `EngineScreen(${url})`;
  screens.set(url, Screen);
  return Screen;
};
