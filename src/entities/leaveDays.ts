import { leaveDayRefusal, sampleLeaveDays } from '../domain/leaveDays';
import { defineEntity } from './types';

/** Technicians' leave days (src/domain/leaveDays.ts): listed by technician and day, added, removed. */
export const leaveDays = defineEntity({
  name: 'leave-days',
  collection: 'leaveDays',
  auditType: 'leave_day',
  what: 'Leave day',
  fields: {
    technicianId: { type: 'ref', collection: 'vendors', required: 'serverText.leaveDayTechnicianRequired' },
    date: { type: 'date', required: 'serverText.leaveDayDateRequired' },
    reason: { type: 'text', max: 500 },
  },
  filters: { technicianId: 'eq', date: 'range' },
  sort: ['technicianId', 'date'],
  order: { sort: 'date', ascending: false },
  actions: ['create', 'delete'],
  check: (values, rows, read) => leaveDayRefusal(values, rows, read('vendors')),
  seed: (read, now) => sampleLeaveDays(read('vendors'), now),
  table: { migration: '0007_leave_days', indexes: [['date'], ['technicianId', 'date']] },
  screen: { titleKey: 'menu.leaveDays', group: 'service' },
});
