import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCESS,
  DEMO_CHECKLIST,
  DEMO_EXTRA_REQUESTS,
  DEMO_EXTRAS,
  DEMO_PROPERTY_CHECKLISTS,
  DEMO_TIME_OFF,
  SUMMARIES,
} from './demo-data';

// The demo company is Costa Rican: what its people wrote (summaries, extras, notes, access) reads in Spanish on
// Spanish screens, and what the app translates (the checklist) has its Spanish words. Words that give English away:
const ENGLISH =
  /\b(the|and|of|for|to|with|extra bags|guests?|clean|turnover|reservation|waited|stained|rush|lock|laundry|unit)\b/i;

describe('the demo company’s words', () => {
  it('are Spanish where its people wrote them', () => {
    const written = [
      ...SUMMARIES,
      ...DEMO_EXTRAS.map((extra) => extra.description),
      ...DEMO_EXTRA_REQUESTS.map((request) => request.description),
      ...DEMO_TIME_OFF.map((off) => off.note),
      ...DEMO_ACCESS.entry,
      ...DEMO_ACCESS.laundry,
    ];
    expect(written.filter((text) => ENGLISH.test(text))).toEqual([]);
  });

  it('give every checklist section and item, the properties’ own too, a Spanish title', () => {
    const missing = [
      ...DEMO_CHECKLIST.flatMap((section) => [
        ...(section.title_es ? [] : [section.title]),
        ...section.items.filter((item) => !item.label_es).map((item) => item.label),
      ]),
      ...DEMO_PROPERTY_CHECKLISTS.flatMap((change) =>
        change.added.filter((item) => !item.section_es || !item.label_es).map((item) => item.label),
      ),
    ];
    expect(missing).toEqual([]);
  });
});
