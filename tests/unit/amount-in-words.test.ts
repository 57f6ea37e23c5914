import { describe, expect, it } from 'vitest';
import { HINDI_1_TO_99, amountInWords } from '../../src/domain/amountInWords';

// Issue 15 scope 4: the total of a tax invoice in words, Indian system (thousand, lakh, crore).

describe('amountInWords in English', () => {
  it.each([
    [100000, 'One Lakh Rupees Only'],
    [1234567.89, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Rupees and Eighty-Nine Paise Only'],
    [0, 'Zero Rupees Only'],
    [100000000, 'Ten Crore Rupees Only'],
    [10000000, 'One Crore Rupees Only'],
    [1, 'One Rupee Only'],
    [0.5, 'Fifty Paise Only'],
    [0.01, 'One Paisa Only'],
    [1180, 'One Thousand One Hundred Eighty Rupees Only'],
    [39527.64, 'Thirty-Nine Thousand Five Hundred Twenty-Seven Rupees and Sixty-Four Paise Only'],
    [1005000, 'Ten Lakh Five Thousand Rupees Only'],
    [99999999.99, 'Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Rupees and Ninety-Nine Paise Only'],
    [12345678901, 'One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Rupees Only'],
  ])('%s -> %s', (amount, words) => {
    expect(amountInWords(amount, 'en')).toBe(words);
  });

  it('rounds to paise first: 10.999 reads as eleven rupees', () => {
    expect(amountInWords(10.999)).toBe('Eleven Rupees Only');
  });
});

describe('amountInWords in Hindi', () => {
  it.each([
    [100000, 'एक लाख रुपये मात्र'],
    [1234567.89, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र'],
    [100000000, 'दस करोड़ रुपये मात्र'],
    [10000000, 'एक करोड़ रुपये मात्र'],
    [0, 'शून्य रुपये मात्र'],
    [1, 'एक रुपया मात्र'],
    [0.75, 'पचहत्तर पैसे मात्र'],
    [250, 'दो सौ पचास रुपये मात्र'],
  ])('%s -> %s', (amount, words) => {
    expect(amountInWords(amount, 'hi')).toBe(words);
  });

  it('has its own word for each of 1 to 99, spot-checked', () => {
    const spots: Record<number, string> = {
      11: 'ग्यारह', 19: 'उन्नीस', 21: 'इक्कीस', 29: 'उनतीस', 35: 'पैंतीस', 47: 'सैंतालीस',
      58: 'अट्ठावन', 67: 'सड़सठ', 73: 'तिहत्तर', 89: 'नवासी', 99: 'निन्यानवे',
    };
    for (const [n, word] of Object.entries(spots)) {
      expect(HINDI_1_TO_99[Number(n)]).toBe(word);
      expect(amountInWords(Number(n), 'hi')).toBe(`${word} रुपये मात्र`);
    }
    expect(HINDI_1_TO_99).toHaveLength(100);
    const words = HINDI_1_TO_99.slice(1);
    expect(words.every((w) => /^[\u0900-\u097F]+$/.test(w))).toBe(true);
    expect(new Set(words).size).toBe(99);
  });
});

describe('amountInWords refuses what it cannot say', () => {
  it.each([
    [-1, 'Amount in words cannot be negative'],
    [Number.NaN, 'Amount in words needs a finite number'],
    [Number.POSITIVE_INFINITY, 'Amount in words needs a finite number'],
    [1e15, 'Amount is too large to write in words'],
  ])('%s: %s', (amount, message) => {
    expect(() => amountInWords(amount, 'en')).toThrow(message);
  });
});
