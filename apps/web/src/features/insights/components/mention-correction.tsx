import { CORRECTED_POLARITIES, type MentionKind } from '@tableside/domain/mention-corrections';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import {
  Dropdown,
  DropdownContent,
  DropdownHeading,
  DropdownItem,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
  DropdownTrigger,
} from '../../../components/ui/dropdown.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useCorrectMention, useMenuItems, useStaffMembers } from '../api/use-insights.ts';
import { EntryPicker } from './entry-picker.tsx';

export type CorrectableMention = {
  kind: MentionKind;
  entryId: string;
  entryName: string;
  reviewId: string;
  locationId: string;
  polarity: string;
  corrected: boolean;
};

/** The "Corrected" mark beside a mention a person corrected. */
export function CorrectedMark({ corrected }: { corrected: boolean }) {
  const { t } = useTranslation('dashboard');
  if (!corrected) return null;
  return (
    <span
      className="inline-flex rounded-full border border-blue-700 px-2 py-0.5 text-xs font-semibold text-blue-800 dark:border-blue-300 dark:text-blue-200"
      data-testid="corrected-mark"
    >
      {t('insights.correction.corrected')}
    </span>
  );
}

/**
 * "Correct" on one mention (docs/product/review-understanding.md#teaching-the-analysis): another
 * polarity, not about this entry, or another entry of the review's location chosen in a dialog.
 */
export function MentionCorrection({ mention }: { mention: CorrectableMention }) {
  const { t } = useTranslation('dashboard');
  const [picking, setPicking] = useState(false);
  const correct = useCorrectMention(mention.kind, mention.entryId, mention.reviewId);
  const k = `insights.correction.${mention.kind}`;
  const Choices = mention.kind === 'menu' ? MenuChoices : StaffChoices;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Dropdown>
        <DropdownTrigger
          className={buttonClass('ghost', 'text-xs', 'sm')}
          aria-label={t('insights.correction.label', { name: mention.entryName })}
          disabled={correct.isPending}
          data-testid="correct-mention"
        >
          <PencilLine aria-hidden="true" className="size-3.5" />
          {t('insights.correction.correct')}
        </DropdownTrigger>
        <DropdownContent align="start">
          <DropdownHeading>{t('insights.correction.heading')}</DropdownHeading>
          <DropdownRadioGroup
            value={mention.polarity}
            onValueChange={(polarity) =>
              polarity !== mention.polarity &&
              correct.mutate({ action: 'polarity', polarity: polarity as 'positive' })
            }
          >
            {CORRECTED_POLARITIES.map((p) => (
              <DropdownRadioItem key={p} value={p}>
                {t(`insights.correction.${p}`)}
              </DropdownRadioItem>
            ))}
          </DropdownRadioGroup>
          <DropdownSeparator />
          <DropdownItem onSelect={() => setPicking(true)}>{t(`${k}.wrong`)}</DropdownItem>
          <DropdownItem onSelect={() => correct.mutate({ action: 'remove' })}>
            {t(`${k}.remove`)}
          </DropdownItem>
          {mention.corrected && (
            <>
              <DropdownSeparator />
              <DropdownItem onSelect={() => correct.mutate('undo')}>
                {t('insights.correction.undo')}
              </DropdownItem>
            </>
          )}
        </DropdownContent>
      </Dropdown>
      {correct.isError && (
        <span role="alert" className="text-xs text-red-800 dark:text-red-300">
          {t(errorMessageKey(correct.error))}
        </span>
      )}
      <Dialog open={picking} onOpenChange={setPicking}>
        {picking && (
          <DialogContent
            title={t(`${k}.pick`, { name: mention.entryName })}
            description={t(`${k}.pickDescription`)}
            closeLabel={t('insights.close')}
          >
            <Choices
              mention={mention}
              onPick={(id) => {
                setPicking(false);
                correct.mutate({ action: 'reassign', entry_id: id });
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </span>
  );
}

type Choices = { mention: CorrectableMention; onPick: (id: string) => void };

/** Each kind reads only its own catalogue: a kitchen user may not read the roster. */
const MenuChoices = (props: Choices) => <EntryChoices {...props} all={useMenuItems().data} />;
const StaffChoices = (props: Choices) => <EntryChoices {...props} all={useStaffMembers().data} />;

/** The other entries of the kind that apply at the mention's location, to search. */
function EntryChoices({
  mention,
  onPick,
  all,
}: Choices & { all: { id: string; name: string; location_id: string | null }[] | undefined }) {
  const { t } = useTranslation('dashboard');
  const entries = all?.filter(
    (e) =>
      e.id !== mention.entryId && (e.location_id === null || e.location_id === mention.locationId),
  );
  if (!entries) return <p className="px-5 py-4 text-sm">{t('insights.loading')}</p>;
  if (entries.length === 0)
    return <p className="px-5 py-4 text-sm">{t('insights.correction.nothingElse')}</p>;
  return <EntryPicker kind={mention.kind} entries={entries} onPick={onPick} />;
}
