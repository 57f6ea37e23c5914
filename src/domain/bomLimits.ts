// A BOM's limits, apart from its rules (src/domain/bomLines.ts): the API's schemas name them on every
// console load, the rules run only on the BOM screens and in the backend (docs/performance.md).

/** At most this many lines on one BOM, and at most this many of one component on a line. */
export const BOM_LINES_MAX = 100;
export const BOM_LINE_MAX_QUANTITY = 100_000;
