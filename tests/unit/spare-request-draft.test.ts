import { describe, expect, it } from 'vitest';
import {
  canApproveSpareRequest,
  canDeliverSpareRequest,
  canRejectSpareRequest,
  isBlankSpareItem,
  isSpareRequestComplete,
} from '../../src/domain/spares';

describe('spare request draft (required fields)', () => {
  const item = { partName: 'Power board', partNumber: 'PB-1', quantity: 1, estimatedCost: 900, description: '' };

  it('is complete with a booking, a requester and one named item', () => {
    expect(isSpareRequestComplete({ bookingId: '4', requestedBy: 2, requestedItems: [item] })).toBe(true);
  });

  it.each([
    ['no booking', { bookingId: '', requestedBy: 2, requestedItems: [item] }],
    ['blank requester', { bookingId: 4, requestedBy: '  ', requestedItems: [item] }],
    ['no items', { bookingId: 4, requestedBy: 2, requestedItems: [] }],
    ['only an untouched row', { bookingId: 4, requestedBy: 2, requestedItems: [{ quantity: 1 }] }],
    ['an item without part name', { bookingId: 4, requestedBy: 2, requestedItems: [item, { partNumber: 'X-1', quantity: 2 }] }],
  ])('is incomplete with %s', (_name, draft) => expect(isSpareRequestComplete(draft)).toBe(false));

  it('ignores untouched rows beside a named item', () => {
    expect(isSpareRequestComplete({ bookingId: 4, requestedBy: 2, requestedItems: [item, { quantity: 1, partName: null }] })).toBe(true);
  });

  it('a row counts as blank only when nothing but the quantity is set', () => {
    expect(isBlankSpareItem({ quantity: 3 })).toBe(true);
    expect(isBlankSpareItem({ quantity: 3, estimatedCost: 0 })).toBe(false);
    expect(isBlankSpareItem({ description: 'x' })).toBe(false);
  });
});

describe('spare request decisions', () => {
  it.each([
    ['pending', true, true, false],
    ['approved', false, true, true],
    ['rejected', true, false, false],
    ['delivered', false, false, false],
  ])('%s: approve %s, reject %s, deliver %s', (status, approve, reject, deliver) => {
    expect(canApproveSpareRequest(status)).toBe(approve);
    expect(canRejectSpareRequest(status)).toBe(reject);
    expect(canDeliverSpareRequest(status)).toBe(deliver);
  });
});
