import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  cloneVersion,
  InsufficientStockError,
  isTvModel,
  stockColour,
  stockStatus,
  validateBom,
  validateMovement,
  validateProduct,
} from '../../src/domain/catalog';
import type { Refusal } from '../../src/domain/refusal';
import { englishOf } from '../../mocks/handlers/serverTexts';

/** A rule's refusal in English (the spec's text), as the server answers it. */
const said = (r: Refusal | null) => r && englishOf(r);

describe('product rules', () => {
  const ok = { name: 'PSU board', categoryId: 1, sku: 'PSU-150W', price: 10, warrantyMonths: 6 };
  it('accepts a valid product', () => expect(validateProduct(ok)).toBeNull());
  it.each([
    [{ ...ok, name: '  ' }, 'Product name is required'],
    [{ ...ok, categoryId: null }, 'Product category is required for inventory classification'],
    [{ ...ok, name: 'Vistara 43" Smart TV', warrantyMonths: 11 }, 'TV models should have minimum 12 months warranty'],
    [{ ...ok, sku: 'psu-150w' }, 'SKU should contain only uppercase letters, numbers, and hyphens'],
    [{ ...ok, sku: 'PSU 150' }, 'SKU should contain only uppercase letters, numbers, and hyphens'],
    [{ ...ok, price: -0.01 }, 'Product price cannot be negative'],
  ])('refuses %o with "%s"', (input, message) => expect(said(validateProduct(input))).toBe(message));
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
    [{ ...ok, productId: null }, 'Product ID is required for inventory tracking'],
    [{ ...ok, type: 'MOVE' }, 'Movement type must be IN or OUT'],
    [{ ...ok, qty: 0 }, 'Quantity must be greater than 0'],
    [{ ...ok, qty: 101 }, 'Large quantity movements (>100) require a reason'],
    [{ ...ok, type: 'OUT', qty: 2 }, 'Outgoing movements require reference for tracking'],
  ])('refuses %o with "%s"', (input, message) => expect(said(validateMovement(input))).toBe(message));
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
    // The refusal is a key and the stock left, worded in English by the server.
    const refused = (() => {
      try {
        applyMovement(5, 'OUT', 6);
      } catch (e) {
        return (e as InsufficientStockError).refusal;
      }
    })();
    expect(refused).toEqual({ key: 'serverText.insufficientStock', params: { available: 5 } });
    expect(englishOf(refused!)).toBe('Insufficient stock: only 5 left');
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
    [{ ...ok, parentProductId: '' }, 'Parent product ID is required for BOM'],
    [{ ...ok, version: '' }, 'BOM version is required'],
    [{ ...ok, version: '1.0' }, 'Version should follow format: v1.0, v1.1, v2.0, etc.'],
    [{ ...ok, version: 'v1' }, 'Version should follow format: v1.0, v1.1, v2.0, etc.'],
    [{ ...ok, version: 'v1.0.1.1' }, 'Version should follow format: v1.0, v1.1, v2.0, etc.'],
    [{ ...ok, totalCost: -1 }, 'Total cost cannot be negative'],
    [{ ...ok, status: 'active' }, 'Effective date for active BOMs should not be in the past'],
  ])('refuses %o with "%s"', (input, message) => expect(said(validateBom(input, now))).toBe(message));
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
