/** The FAQ entry ids, in the order the assistant offers them. */
export const FAQ_IDS = ['signIn', 'forgot', 'locked', 'clientCode', 'pin', 'session', 'signature', 'devices'] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** Lower case, without accents or punctuation. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/**
 * The FAQ entry a typed question is about: the one with most keywords (word beginnings) found
 * among the question's words; null when none matches.
 */
export function bestAnswer(question: string, keywordsOf: (id: FaqId) => string): FaqId | null {
  const words = normalise(question).split(' ').filter(Boolean);
  let best: FaqId | null = null;
  let bestScore = 0;
  for (const id of FAQ_IDS) {
    const keywords = normalise(keywordsOf(id)).split(' ').filter(Boolean);
    const score = keywords.filter((k) => words.some((w) => w.startsWith(k))).length;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}
