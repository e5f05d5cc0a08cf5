import type { TStaffMention } from '@tableside/domain/schemas/insights';
import { CorrectedMark, MentionCorrection } from './mention-correction.tsx';
import { PolarityBadge } from './polarity-badge.tsx';
import { ReviewDay } from './review-day.tsx';

type Mention = Pick<
  TStaffMention,
  | 'staff_member_id'
  | 'name'
  | 'polarity'
  | 'corrected'
  | 'review_id'
  | 'review_date'
  | 'location_id'
  | 'location_name'
>;

/** What a staff mention's line shows beside the person, the same on the staff screen and profile. */
export function StaffMentionMeta({ mention: m }: { mention: Mention }) {
  return (
    <>
      <PolarityBadge polarity={m.polarity} />
      <CorrectedMark corrected={m.corrected} />
      <span className="text-slate-700 dark:text-slate-300">
        {m.location_name} · <ReviewDay iso={m.review_date} />
      </span>
      <MentionCorrection
        mention={{
          kind: 'staff',
          entryId: m.staff_member_id,
          entryName: m.name,
          reviewId: m.review_id,
          locationId: m.location_id,
          polarity: m.polarity,
          corrected: m.corrected,
        }}
      />
    </>
  );
}
