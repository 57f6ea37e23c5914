// The total of a tax invoice in words (CGST Rule 46; issue 15 scope 4), in the Indian system:
// thousand (10^3), lakh (10^5), crore (10^7); above 99 crore the crores are counted again in words
// (One Hundred Crore). English: `Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Rupees
// and Eighty-Nine Paise Only`; Hindi: `बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र`.

export type WordsLanguage = 'en' | 'hi';

const EN_ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Hindi has its own word for each number from 1 to 99 (index = number). */
export const HINDI_1_TO_99: readonly string[] = [
  '',
  'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस',
  'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस', 'बीस',
  'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस', 'तीस',
  'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस', 'चालीस',
  'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास', 'पचास',
  'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ', 'साठ',
  'इकसठ', 'बासठ', 'तिरेसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर', 'सत्तर',
  'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी', 'अस्सी',
  'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी', 'नब्बे',
  'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

interface Vocabulary {
  under100: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  zero: string;
  rupee: string;
  rupees: string;
  paisa: string;
  paise: string;
  and: string;
  only: string;
}

const VOCABULARY: Record<WordsLanguage, Vocabulary> = {
  en: {
    under100: (n) => (n < 20 ? EN_ONES[n] : EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${EN_ONES[n % 10]}` : '')),
    hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore', zero: 'Zero',
    rupee: 'Rupee', rupees: 'Rupees', paisa: 'Paisa', paise: 'Paise', and: 'and', only: 'Only',
  },
  hi: {
    under100: (n) => HINDI_1_TO_99[n],
    hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़', zero: 'शून्य',
    rupee: 'रुपया', rupees: 'रुपये', paisa: 'पैसा', paise: 'पैसे', and: 'और', only: 'मात्र',
  },
};

/** A whole number above 0 in words, Indian grouping. */
const wholeInWords = (n: number, v: Vocabulary): string[] => {
  const words: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) words.push(...wholeInWords(crores, v), v.crore);
  const parts: [number, string | null][] = [
    [Math.floor(n / 100_000) % 100, v.lakh],
    [Math.floor(n / 1000) % 100, v.thousand],
    [Math.floor(n / 100) % 10, v.hundred],
    [n % 100, null],
  ];
  for (const [count, unit] of parts) {
    if (!count) continue;
    words.push(v.under100(count));
    if (unit) words.push(unit);
  }
  return words;
};

/** The largest amount in rupees that is turned into words exactly (whole paise stay safe integers). */
export const MAX_AMOUNT_IN_WORDS = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * An amount of rupees in words, rounded to paise, e.g. 100000 -> `One Lakh Rupees Only`,
 * 0 -> `Zero Rupees Only`, 0.5 -> `Fifty Paise Only`. Throws on a negative, non-finite or too large amount.
 */
export const amountInWords = (amount: number, language: WordsLanguage = 'en'): string => {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new Error('Amount in words needs a finite number');
  if (amount < 0) throw new Error('Amount in words cannot be negative');
  if (amount > MAX_AMOUNT_IN_WORDS) throw new Error('Amount is too large to write in words');
  const v = VOCABULARY[language];
  if (!v) throw new Error(`No words for language: ${String(language)}`);
  const totalPaise = Math.round(amount * 100);
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;

  const words: string[] = [];
  if (rupees || !paise) {
    words.push(...(rupees ? wholeInWords(rupees, v) : [v.zero]), rupees === 1 ? v.rupee : v.rupees);
  }
  if (paise) {
    if (words.length) words.push(v.and);
    words.push(v.under100(paise), paise === 1 ? v.paisa : v.paise);
  }
  words.push(v.only);
  return words.join(' ');
};
