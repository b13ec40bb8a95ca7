// The History tab's lines for what a former housekeeper sent (docs/decisions/0051-proof-sent-after-a-reassignment.md),
// in the reader's language: the item's own Spanish label, the answer in words.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventHistoryEntry } from '@common/contracts/events';
import i18n, { loadLanguage } from '../lib/i18n';
import { formatterFor } from '../lib/format';
import { historyText } from './event-history-tab';

const line = (field: string, before: string | null, after: string): EventHistoryEntry => ({
  id: 1,
  at: '2026-11-06T16:00:00.000Z',
  source: 'user',
  actor: { id: 3, name: 'Beto' },
  action: 'changed',
  field,
  before,
  after,
});
const oven = '{"label":"Oven cleaned","label_es":"Horno limpio"}';

beforeAll(async () => {
  await loadLanguage('es');
});

describe('lines sent after a reassignment', () => {
  it('read in Spanish with the item’s Spanish label, and in English', () => {
    const es = i18n.getFixedT('es');
    const spanish = formatterFor('es');
    expect(historyText(line('late_answer', oven, '{"checked":false}'), es, spanish)).toBe(
      'Respuesta de la lista enviada después de la reasignación: Horno limpio: No',
    );
    expect(historyText(line('late_answer', oven, '{"count":4}'), es, spanish)).toBe(
      'Respuesta de la lista enviada después de la reasignación: Horno limpio: 4',
    );
    expect(historyText(line('late_photo', null, '/media/x.jpg'), es, spanish)).toBe(
      'Foto enviada después de la reasignación',
    );
    const en = i18n.getFixedT('en');
    expect(historyText(line('late_photo', oven, '/media/x.jpg'), en, formatterFor('en'))).toBe(
      'Photo for “Oven cleaned” sent after reassignment',
    );
  });
});
