import type { TTierMarketing } from './schemas/tiers.ts';

export type TierDefault = {
  name: string;
  level: number;
  priceMonthly: number | null;
  maxReviewsPerMonth: number | null;
  keywordsMaxCount: number | null;
  isPopular: boolean;
  marketing: TTierMarketing;
};

/**
 * The four plans with their seed prices (docs/product/plans-and-roles.md#prices) and feature lists:
 * what a new installation's tier records start as, and what the prerendered pricing page shows
 * until the live records arrive.
 */
export const DEFAULT_TIERS: TierDefault[] = [
  {
    name: 'Growth',
    level: 1,
    priceMonthly: 79,
    maxReviewsPerMonth: 500,
    keywordsMaxCount: 10,
    isPopular: false,
    marketing: {
      en: {
        description: 'Everything a single restaurant needs to answer every review, fast.',
        featureGroups: [
          {
            heading: 'Included',
            items: [
              'Unlimited AI-generated replies',
              'Review metrics',
              'Location performance tracking',
              '1-star alerts',
              'Staff tracking',
              'Menu analytics',
            ],
          },
        ],
      },
      fr: {
        description: 'Tout ce qu’il faut à un restaurant pour répondre vite à chaque avis.',
        featureGroups: [
          {
            heading: 'Inclus',
            items: [
              'Réponses IA illimitées',
              'Indicateurs des avis',
              'Suivi de la performance par établissement',
              'Alertes 1 étoile',
              'Suivi du personnel',
              'Analyse du menu',
            ],
          },
        ],
      },
    },
  },
  {
    name: 'Essential',
    level: 2,
    priceMonthly: 119,
    maxReviewsPerMonth: 2000,
    keywordsMaxCount: 50,
    isPopular: true,
    marketing: {
      en: {
        description: 'For groups that want to understand what guests say, not just answer it.',
        featureGroups: [
          {
            heading: 'Everything in Growth, plus',
            items: [
              'Reply tone customization',
              'Sentiment trends',
              'Service aspect keyword analysis',
              'Monthly email reports',
              'Custom reports',
              'Priority support',
            ],
          },
        ],
      },
      fr: {
        description:
          'Pour les groupes qui veulent comprendre leurs clients, pas seulement leur répondre.',
        featureGroups: [
          {
            heading: 'Tout Growth, plus',
            items: [
              'Ton des réponses personnalisé',
              'Tendances du sentiment',
              'Analyse des mots-clés du service',
              'Rapports mensuels par courriel',
              'Rapports sur mesure',
              'Assistance prioritaire',
            ],
          },
        ],
      },
    },
  },
  {
    name: 'Pro',
    level: 3,
    priceMonthly: 199,
    maxReviewsPerMonth: 10000,
    keywordsMaxCount: 200,
    isPopular: false,
    marketing: {
      en: {
        description: 'The AI agent, socials, reservations and every review platform.',
        featureGroups: [
          {
            heading: 'Everything in Essential, plus',
            items: [
              'AI agent that answers questions about your reviews',
              'Yelp, Tripadvisor and social comments',
              'Reservations beside reviews',
              'Auto-approval of replies',
            ],
          },
        ],
      },
      fr: {
        description:
          'L’agent IA, les réseaux sociaux, les réservations et toutes les plateformes d’avis.',
        featureGroups: [
          {
            heading: 'Tout Essential, plus',
            items: [
              'Agent IA qui répond à vos questions sur les avis',
              'Yelp, Tripadvisor et commentaires sociaux',
              'Réservations à côté des avis',
              'Approbation automatique des réponses',
            ],
          },
        ],
      },
    },
  },
  {
    name: 'Enterprise',
    level: 4,
    priceMonthly: null,
    maxReviewsPerMonth: null,
    keywordsMaxCount: null,
    isPopular: false,
    marketing: {
      en: {
        description: 'For franchisors who want an overview of every franchisee’s location.',
        featureGroups: [
          {
            heading: 'Everything in Pro, plus',
            items: [
              'POS, delivery and reservation integrations',
              'API access',
              'White-label',
              'Custom features',
              'Dedicated account manager',
              'Onboarding sessions',
              '24/7 support',
            ],
          },
        ],
      },
      fr: {
        description: 'Pour les franchiseurs qui veulent une vue d’ensemble de chaque franchisé.',
        featureGroups: [
          {
            heading: 'Tout Pro, plus',
            items: [
              'Intégrations caisse, livraison et réservations',
              'Accès API',
              'Marque blanche',
              'Fonctionnalités sur mesure',
              'Gestionnaire de compte dédié',
              'Séances d’intégration',
              'Assistance 24/7',
            ],
          },
        ],
      },
    },
  },
];
