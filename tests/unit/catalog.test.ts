import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  BOM_MESSAGES,
  cloneVersion,
  InsufficientStockError,
  isTvModel,
  MOVEMENT_MESSAGES,
  PRODUCT_MESSAGES,
  stockColour,
  stockStatus,
  validateBom,
  validateMovement,
  validateProduct,
} from '../../src/domain/catalog';

describe('product rules', () => {
  const ok = { name: 'PSU board', categoryId: 1, sku: 'PSU-150W', price: 10, warrantyMonths: 6 };
  it('accepts a valid product', () => expect(validateProduct(ok)).toBeNull());
  it.each([
    [{ ...ok, name: '  ' }, PRODUCT_MESSAGES.nameRequired],
    [{ ...ok, categoryId: null }, PRODUCT_MESSAGES.categoryRequired],
    [{ ...ok, name: 'Vistara 43" Smart TV', warrantyMonths: 11 }, PRODUCT_MESSAGES.tvWarranty],
    [{ ...ok, sku: 'psu-150w' }, PRODUCT_MESSAGES.sku],
    [{ ...ok, sku: 'PSU 150' }, PRODUCT_MESSAGES.sku],
    [{ ...ok, price: -0.01 }, PRODUCT_MESSAGES.price],
  ])('refuses %o with "%s"', (input, message) => expect(validateProduct(input)).toBe(message));
  it('a TV at exactly 12 months passes; a name without an inch mark is not a TV model', () => {
    expect(validateProduct({ ...ok, name: 'Vistara 43" Smart TV', warrantyMonths: 12 })).toBeNull();
    expect(isTvModel('TV remote')).toBe(false);
    expect(validateProduct({ ...ok, name: 'TV remote', warrantyMonths: 1 })).toBeNull();
  });
  it('price 0 is allowed', () => expect(validateProduct({ ...ok, price: 0 })).toBeNull());
});

describe('movement rules', () => {
  const ok = { productId: 3, type: 'IN', qty: 5, reason: '', ref: '' };
  it.each([
    [{ ...ok, productId: null }, MOVEMENT_MESSAGES.productRequired],
    [{ ...ok, type: 'MOVE' }, MOVEMENT_MESSAGES.type],
    [{ ...ok, qty: 0 }, MOVEMENT_MESSAGES.quantity],
    [{ ...ok, qty: 101 }, MOVEMENT_MESSAGES.largeNeedsReason],
    [{ ...ok, type: 'OUT', qty: 2 }, MOVEMENT_MESSAGES.outNeedsRef],
  ])('refuses %o with "%s"', (input, message) => expect(validateMovement(input)).toBe(message));
  it('boundaries: quantity 100 needs no reason, OUT of 1 needs no ref', () => {
    expect(validateMovement({ ...ok, qty: 100 })).toBeNull();
    expect(validateMovement({ ...ok, qty: 101, reason: 'Annual restock' })).toBeNull();
    expect(validateMovement({ ...ok, type: 'OUT', qty: 1 })).toBeNull();
    expect(validateMovement({ ...ok, type: 'OUT', qty: 2, ref: 'JOB-1' })).toBeNull();
  });
  it('IN adds, OUT subtracts, an OUT above stock names what is left', () => {
    expect(applyMovement(5, 'IN', 3)).toBe(8);
    expect(applyMovement(5, 'OUT', 5)).toBe(0);
    expect(() => applyMovement(5, 'OUT', 6)).toThrow(InsufficientStockError);
    expect(() => applyMovement(5, 'OUT', 6)).toThrow('Insufficient stock: only 5 left');
  });
});

describe('stock status', () => {
  it.each([
    [0, 10, 'OUT_OF_STOCK', 'red'],
    [-1, 10, 'OUT_OF_STOCK', 'red'],
    [5, 10, 'CRITICAL', 'amber'],
    [6, 10, 'LOW_STOCK', 'amber'],
    [10, 10, 'LOW_STOCK', 'amber'],
    [11, 10, 'OK', 'green'],
  ])('stock %i with threshold %i is %s (%s)', (stock, threshold, status, colour) => {
    expect(stockStatus(stock, threshold)).toBe(status);
    expect(stockColour(stock, threshold)).toBe(colour);
  });
});

describe('BOM rules', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const ok = { parentProductId: 1, version: 'v1.0', totalCost: 100, status: 'draft', effectiveDate: '2026-01-01T00:00:00Z' };
  it.each([
    [{ ...ok, parentProductId: '' }, BOM_MESSAGES.productRequired],
    [{ ...ok, version: '' }, BOM_MESSAGES.versionRequired],
    [{ ...ok, version: '1.0' }, BOM_MESSAGES.versionFormat],
    [{ ...ok, version: 'v1' }, BOM_MESSAGES.versionFormat],
    [{ ...ok, version: 'v1.0.1.1' }, BOM_MESSAGES.versionFormat],
    [{ ...ok, totalCost: -1 }, BOM_MESSAGES.negativeCost],
    [{ ...ok, status: 'active' }, BOM_MESSAGES.pastEffective],
  ])('refuses %o with "%s"', (input, message) => expect(validateBom(input, now)).toBe(message));
  it('accepts v2.0 and v1.2.3, a draft in the past and an active one from now', () => {
    expect(validateBom({ ...ok, version: 'v2.0' }, now)).toBeNull();
    expect(validateBom({ ...ok, version: 'v1.2.3' }, now)).toBeNull();
    expect(validateBom({ ...ok, status: 'active', effectiveDate: now.toISOString() }, now)).toBeNull();
  });
  it('clone default is the source version followed by .1', () => {
    expect(cloneVersion('v1.0')).toBe('v1.0.1');
    expect(cloneVersion('v2.3')).toBe('v2.3.1');
    expect(cloneVersion('v1.0.1')).toBe('v1.0.2');
  });
});
