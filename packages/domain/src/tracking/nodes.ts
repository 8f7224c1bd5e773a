/**
 * Tracking nodes (dwTrackingNode): one per shipment, container and leg, showing how many events it
 * has, when the first happened, and its latest event by (time, id). The database keeps them in
 * tracking_nodes through tracking_nodes_refresh(); this is the same rule over one shipment's
 * events, for a bulk load that writes the nodes beside the events it generates.
 */
export type NodeEvent = {
  id: number;
  containerId: number | null;
  code: string;
  status: number;
  leg: string;
  location: string;
  occurredAt: Date;
};

export type TrackingNode = {
  containerId: number | null;
  leg: string;
  eventCount: number;
  startedAt: Date;
  lastAt: Date;
  lastEventId: number;
  lastCode: string;
  lastStatus: number;
  lastLocation: string;
};

/** Later by time, then by id: the order in which the node's latest event is chosen. */
const later = (a: NodeEvent, b: NodeEvent) =>
  a.occurredAt.getTime() > b.occurredAt.getTime() || (a.occurredAt.getTime() === b.occurredAt.getTime() && a.id > b.id);

/** The nodes of one shipment's events, in the order their keys first appear. */
export const trackingNodes = (events: readonly NodeEvent[]): TrackingNode[] => {
  const nodes = new Map<string, TrackingNode & { last: NodeEvent }>();
  for (const e of events) {
    const key = `${e.containerId ?? ''}|${e.leg}`;
    const node = nodes.get(key);
    if (!node) {
      nodes.set(key, {
        containerId: e.containerId,
        leg: e.leg,
        eventCount: 1,
        startedAt: e.occurredAt,
        lastAt: e.occurredAt,
        lastEventId: e.id,
        lastCode: e.code,
        lastStatus: e.status,
        lastLocation: e.location,
        last: e,
      });
      continue;
    }
    node.eventCount++;
    if (e.occurredAt.getTime() < node.startedAt.getTime()) node.startedAt = e.occurredAt;
    if (later(e, node.last)) {
      node.last = e;
      node.lastAt = e.occurredAt;
      node.lastEventId = e.id;
      node.lastCode = e.code;
      node.lastStatus = e.status;
      node.lastLocation = e.location;
    }
  }
  return [...nodes.values()].map(({ last: _, ...node }) => node);
};
