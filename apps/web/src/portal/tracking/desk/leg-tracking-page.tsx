import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageByUrl, resourceByName } from '@tidemark/domain';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useSearchParams } from 'react-router';
import { DetailScreen } from '../../engine/detail-screen';
import { ListScreen } from '../../engine/list-screen';
import { parseListState } from '../../engine/list-state';
import { engineKeys } from '../../engine/queries';
import { PortalNotFound } from '../../shell/not-found';
import { deskApi } from './api';
import './desk.css';

const LEG_FILTER = 'f_currentLeg';

/**
 * LegTracking: how many shipments are on each leg now, above the generic shipment list of the
 * page; a leg's card filters the list to it (the same filter the list's own form offers). The
 * cards count under the list's own filters, sent as the list sends them.
 */
const LegTrackingList = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageByUrl('LegTracking');
  const resource = resourceByName(page?.resource ?? '');
  const current = params.get(LEG_FILTER);
  const filters = JSON.stringify(parseListState(params).filters);
  // Under the resource's key, so the list's reload and its writes count the legs again.
  const counts = useQuery({
    queryKey: [...engineKeys.resource(resource?.name ?? ''), 'legCounts', filters],
    queryFn: ({ signal }) => deskApi.legs(JSON.parse(filters) as Record<string, string>, signal),
    placeholderData: keepPreviousData,
  }).data;

  const choose = (leg: string) => {
    const next = new URLSearchParams(params);
    if (current === leg) next.delete(LEG_FILTER);
    else next.set(LEG_FILTER, leg);
    next.delete('page');
    setParams(next);
  };

  if (!page || !resource) return null;
  return (
    <>
      <section className="desk-cards" aria-label={t('tracking.desk.legs.active')}>
        {(counts ?? []).map((c) => (
          <Card
            key={c.leg}
            size="small"
            hoverable
            className={current === c.leg ? 'desk-card desk-card-active' : 'desk-card'}
            onClick={() => choose(c.leg)}
            role="button"
            aria-pressed={current === c.leg}
          >
            <Statistic title={t(`enums.tracking_leg.${c.leg}`)} value={c.shipments} />
          </Card>
        ))}
      </section>
      <ListScreen page={page} resource={resource} />
    </>
  );
};

/** The page with the engine's record view under it, as every generic list has. */
export const LegTrackingPage = () => {
  const page = pageByUrl('LegTracking');
  const resource = resourceByName(page?.resource ?? '');
  if (!page || !resource) return null;
  return (
    <Routes>
      <Route index element={<LegTrackingList />} />
      <Route path=":id" element={<DetailScreen page={page} resource={resource} />} />
      <Route path="*" element={<PortalNotFound home={page.url} />} />
    </Routes>
  );
};
