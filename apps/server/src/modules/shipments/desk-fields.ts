import { ISA_CHANGE_REASONS } from '@tidemark/domain/engine/dictionaries';

type DeskShipment = { id: number; mode: string; status: number };

/**
 * Demo values of the desk's shipment fields, decided by the shipment itself (no draws from the
 * generator's random stream, so every other demo value stays as it was):
 * - the move data type is the source of the shipment's latest event (how its moves reach us);
 * - one delivered ocean shipment in six had its delivery appointment changed, with a reason.
 * `events` are the shipment's events in time order.
 */
export const deskDemoFields = (
  shipment: DeskShipment,
  events: readonly { source: string }[],
): { isaChangeReason: string | null; moveDataType: string | null } => ({
  isaChangeReason:
    shipment.status >= 4 && shipment.mode !== 'AIR' && shipment.id % 6 === 0
      ? (ISA_CHANGE_REASONS[Math.floor(shipment.id / 6) % ISA_CHANGE_REASONS.length] ?? null)
      : null,
  moveDataType: events[events.length - 1]?.source ?? null,
});

/**
 * A container still at origin now and then waits for its seal or its VGM, which the container
 * data check (containerReport) lists; decided by the container id.
 */
export const deskDemoContainer = <C extends { id: number; sealNo: string | null; vgmKg: number | null }>(
  container: C,
  departed: boolean,
): C =>
  departed
    ? container
    : {
        ...container,
        sealNo: container.id % 37 === 0 ? null : container.sealNo,
        vgmKg: container.id % 41 === 0 ? null : container.vgmKg,
      };
