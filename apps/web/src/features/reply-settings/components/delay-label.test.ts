import { AUTO_APPROVAL_DELAY_OPTIONS } from '@tableside/domain/auto-approval';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/dashboard.json' with { type: 'json' };
import fr from '../../../locales/fr/dashboard.json' with { type: 'json' };
import { delayLabel } from './delay-label.ts';

async function labelsIn(lang: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { en: { dashboard: en }, fr: { dashboard: fr } } });
  const t = i18n.getFixedT(lang, 'dashboard');
  return [null, ...AUTO_APPROVAL_DELAY_OPTIONS].map((minutes) => delayLabel(t, minutes));
}

describe('delayLabel', () => {
  it('says each offered delay in English', async () => {
    expect(await labelsIn('en')).toEqual([
      'No delay',
      '1 minute',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '4 hours',
      '12 hours',
      '1 day',
      '3 days',
      '1 week',
    ]);
  });

  it('says each offered delay in French', async () => {
    expect(await labelsIn('fr')).toEqual([
      'Aucun délai',
      '1 minute',
      '15 minutes',
      '30 minutes',
      '1 heure',
      '4 heures',
      '12 heures',
      '1 jour',
      '3 jours',
      '1 semaine',
    ]);
  });
});
