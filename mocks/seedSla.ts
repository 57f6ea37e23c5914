// The seed's priorities and SLA clocks (docs/architecture.md, "Lifecycle and SLA"), so that Explore Demo
// shows every SLA state.
import { PRIORITIES, SLA_TARGET_HOURS, slaClock, slaDueTimes, slaStatusAt, type Priority } from '../src/domain/sla';
import type { Complaint } from './types';

const HOUR = 3_600_000;

/**
 * Priorities, due times and resolve times of the seeded complaints, relative to `now`: open ones on
 * track, at risk (a priority whose last 20% holds the complaint's age, where one does) and breached;
 * resolved and closed ones met, or late for one in three. Alerts for the states they start in count
 * as sent, so the demo starts quiet and announces only what changes. No random numbers are drawn:
 * the rest of the seed stays as it was.
 */
export const seedSla = (complaints: Complaint[], now: Date) => {
  const nowMs = now.getTime();
  let k = 0;
  for (const c of complaints) {
    const created = Date.parse(c.createdAt);
    const ageH = (nowMs - created) / HOUR;
    let priority: Priority;
    if (c.status === 'resolved' || c.status === 'closed') {
      priority = PRIORITIES[c.id % 4];
      const target = SLA_TARGET_HOURS[priority].resolution;
      const took = Math.min(target * (c.id % 3 === 0 ? 1.25 : 0.5), ageH * 0.9);
      c.resolvedAt = new Date(created + took * HOUR).toISOString();
    } else {
      k += 1;
      const state = (p: Priority) => {
        const hours = SLA_TARGET_HOURS[p].resolution;
        return ageH > hours ? 'breached' : ageH >= 0.8 * hours ? 'at_risk' : 'on_track';
      };
      priority =
        PRIORITIES.find((p) => state(p) === 'at_risk') ??
        (k % 2 === 0 ? PRIORITIES.find((p) => state(p) === 'on_track') : undefined) ??
        PRIORITIES[c.id % 4];
    }
    Object.assign(c, { priority, ...slaDueTimes(created, priority) });
    const sla = slaStatusAt(slaClock(c), nowMs);
    if (sla === 'at_risk' || sla === 'breached') c.slaAlerts = [sla];
  }
};
