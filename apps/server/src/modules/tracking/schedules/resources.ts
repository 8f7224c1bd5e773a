import { sailingScheduleResource } from '@tidemark/domain/tracking/schedules/resources';
import type { ServerResource } from '../../../engine/resource';

/** Sailings are published carrier schedules: every user with the page sees all of them. */
export const sailingScheduleServerResource: ServerResource = {
  def: sailingScheduleResource,
  table: 'sailing_schedules',
  from: 'sailing_schedules t LEFT JOIN carriers k ON k.code = t.carrier_code',
  columns: {
    carrierName: 'k.name',
  },
  scope: 'none',
};
