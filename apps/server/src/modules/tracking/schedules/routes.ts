import { sailingScheduleResource } from '@tidemark/domain/tracking/schedules/resources';
import type { FastifyInstance } from 'fastify';
import { registerResource, type ServerResource } from '../../../engine/resource';

/** Sailings are published carrier schedules: every user with the page sees all of them. */
export const sailingScheduleServerResource: ServerResource = {
  def: sailingScheduleResource,
  table: 'sailing_schedules',
  from: 'sailing_schedules t LEFT JOIN carriers k ON k.code = t.carrier_code',
  columns: {
    carrierCode: 't.carrier_code',
    carrierName: 'k.name',
    service: 't.service',
    vessel: 't.vessel',
    voyage: 't.voyage',
    originPort: 't.origin_port',
    destinationPort: 't.destination_port',
    cutoffAt: 't.cutoff_at',
    etd: 't.etd',
    eta: 't.eta',
    transitDays: 't.transit_days',
  },
  scope: 'none',
};

export const registerScheduleRoutes = (_app: FastifyInstance): void => {
  registerResource(sailingScheduleServerResource);
};
