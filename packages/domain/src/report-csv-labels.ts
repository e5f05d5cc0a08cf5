import type { ReportType } from './reports.ts';

/** The words of a report CSV, one place for both languages (docs/product/analytics.md#reports). */
export type ReportCsvLanguage = 'en' | 'fr';

type Labels = {
  types: Record<ReportType, string>;
  /** The first column of a staff, menu or keyword report's item rows. */
  subject: Record<Exclude<ReportType, 'summary'>, string>;
  allLocations: string;
  report: string;
  location: string;
  startDate: string;
  endDate: string;
  compareStartDate: string;
  compareEndDate: string;
  generatedOn: string;
  period: string;
  /** The first day of a bucket of the summary's series. */
  periodStart: string;
  current: string;
  comparison: string;
  metric: string;
  mentions: string;
  positive: string;
  negative: string;
  neutral: string;
  conflict: string;
  sentimentScore: string;
  role: string;
  comparisonMentions: string;
  comparisonSentimentScore: string;
  change: string;
  totalReviews: string;
  positiveReviews: string;
  neutralReviews: string;
  negativeReviews: string;
  averageRating: string;
  positiveRate: string;
  replyRate: string;
  medianHoursToReply: string;
  person: string;
  automatic: string;
  answered: string;
  medianHoursToFirstReply: string;
  due: string;
  withinTarget: string;
  withinTargetShare: string;
  rating: string;
  count: string;
  source: string;
  /** Review requests (docs/product/review-requests.md#conversion), on Pro and up. */
  requestsSent: string;
  requestsClicked: string;
  requestsConverted: string;
  clickRate: string;
  conversionRate: string;
};

export const REPORT_CSV_LABELS: Record<ReportCsvLanguage, Labels> = {
  en: {
    types: { summary: 'Reviews summary', staff: 'Staff', menu: 'Menu', keywords: 'Keywords' },
    subject: { staff: 'Staff member', menu: 'Menu item', keywords: 'Keyword' },
    allLocations: 'All locations',
    report: 'Report',
    location: 'Location',
    startDate: 'Start date',
    endDate: 'End date',
    compareStartDate: 'Comparison start date',
    compareEndDate: 'Comparison end date',
    generatedOn: 'Generated on',
    period: 'Period',
    periodStart: 'Period starting',
    current: 'Current period',
    comparison: 'Comparison period',
    metric: 'Metric',
    mentions: 'Mentions',
    positive: 'Positive',
    negative: 'Negative',
    neutral: 'Neutral',
    conflict: 'Mixed',
    sentimentScore: 'Sentiment score (-1 to 1)',
    role: 'Role',
    comparisonMentions: 'Mentions (comparison period)',
    comparisonSentimentScore: 'Sentiment score (comparison period)',
    change: 'Change in mentions (%)',
    totalReviews: 'Total reviews',
    positiveReviews: 'Positive reviews',
    neutralReviews: 'Neutral reviews',
    negativeReviews: 'Negative reviews',
    averageRating: 'Average rating',
    positiveRate: 'Positive rate (%)',
    replyRate: 'Reply rate (%)',
    medianHoursToReply: 'Median time to reply (hours)',
    person: 'Person',
    automatic: 'Automatic or on the platform',
    answered: 'Answered',
    medianHoursToFirstReply: 'Median time to first reply (hours)',
    due: 'With a due time',
    withinTarget: 'Within target',
    withinTargetShare: 'Within target (%)',
    requestsSent: 'Review requests sent',
    requestsClicked: 'Review links clicked',
    requestsConverted: 'Invited guests who reviewed',
    clickRate: 'Click rate (%)',
    conversionRate: 'Conversion rate (%)',
    rating: 'Rating (stars)',
    count: 'Reviews',
    source: 'Source',
  },
  fr: {
    types: {
      summary: 'Synthèse des avis',
      staff: 'Personnel',
      menu: 'Carte',
      keywords: 'Mots-clés',
    },
    subject: { staff: 'Membre du personnel', menu: 'Plat', keywords: 'Mot-clé' },
    allLocations: 'Tous les établissements',
    report: 'Rapport',
    location: 'Établissement',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    compareStartDate: 'Début de la période de comparaison',
    compareEndDate: 'Fin de la période de comparaison',
    generatedOn: 'Généré le',
    period: 'Période',
    periodStart: 'Début de la période',
    current: 'Période en cours',
    comparison: 'Période de comparaison',
    metric: 'Indicateur',
    mentions: 'Mentions',
    positive: 'Positives',
    negative: 'Négatives',
    neutral: 'Neutres',
    conflict: 'Partagées',
    sentimentScore: 'Score de ressenti (-1 à 1)',
    role: 'Poste',
    comparisonMentions: 'Mentions (période de comparaison)',
    comparisonSentimentScore: 'Score de ressenti (période de comparaison)',
    change: 'Évolution des mentions (%)',
    totalReviews: 'Avis au total',
    positiveReviews: 'Avis positifs',
    neutralReviews: 'Avis neutres',
    negativeReviews: 'Avis négatifs',
    averageRating: 'Note moyenne',
    positiveRate: 'Part d’avis positifs (%)',
    replyRate: 'Taux de réponse (%)',
    medianHoursToReply: 'Délai médian de réponse (heures)',
    person: 'Personne',
    automatic: 'Automatique ou sur la plateforme',
    answered: 'Avis répondus',
    medianHoursToFirstReply: 'Délai médian de première réponse (heures)',
    due: 'Avec un délai',
    withinTarget: 'Dans le délai',
    withinTargetShare: 'Dans le délai (%)',
    requestsSent: 'Demandes d’avis envoyées',
    requestsClicked: 'Liens d’avis cliqués',
    requestsConverted: 'Clients sollicités ayant laissé un avis',
    clickRate: 'Taux de clic (%)',
    conversionRate: 'Taux de conversion (%)',
    rating: 'Note (étoiles)',
    count: 'Avis',
    source: 'Source',
  },
};
