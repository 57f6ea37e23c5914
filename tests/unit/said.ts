// A rule's refusal (src/domain/refusal.ts) in English, as the API answers it: its key's text in
// i18n/en.json with its parameters. The unit tests hold the rules to the spec's texts with it.
import { RefusalError, type Refusal } from '../../src/domain/refusal';
import { englishOf } from '../../mocks/handlers/serverTexts';

/** The refusal's English; no refusal stays null. */
export const said = (r: Refusal | null | undefined): string | null => (r ? englishOf(r) : null);

/** The English of the refusal `run` throws (a RefusalError); null when it throws nothing. */
export const saidThrown = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (e) {
    if (e instanceof RefusalError) return said(e.refusal);
    throw e;
  }
};
