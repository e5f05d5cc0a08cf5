import { useTranslation } from 'react-i18next';

const STARS = [0, 1, 2, 3, 4];
/** A five-pointed star in a 20×20 box. */
const STAR_POINTS =
  '10,1.5 12.6,7 18.6,7.6 14,11.6 15.4,17.6 10,14.5 4.6,17.6 6,11.6 1.4,7.6 7.4,7';

/** Five stars, read out as "4 out of 5"; one SVG, as a list shows many of them at once. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <svg
      role="img"
      aria-label={t('reviews.rating', { rating })}
      data-testid="review-rating"
      data-rating={rating}
      viewBox="0 0 100 20"
      className="h-4 w-20 shrink-0"
    >
      {STARS.map((star) => (
        <polygon
          key={star}
          points={STAR_POINTS}
          transform={`translate(${star * 20} 0)`}
          strokeWidth="1.5"
          strokeLinejoin="round"
          className={
            star < rating
              ? 'fill-amber-500 stroke-amber-600 dark:fill-amber-400 dark:stroke-amber-400'
              : 'fill-none stroke-slate-400 dark:stroke-slate-500'
          }
        />
      ))}
    </svg>
  );
}
