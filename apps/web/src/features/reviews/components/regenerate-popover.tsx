import { LoaderCircle, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';

/** The API's limit on one-off instructions. */
const INSTRUCTIONS_MAX_LENGTH = 1000;

/** "Regenerate", with optional extra instructions for this one draft ("mention our new patio"). */
export function RegeneratePopover({
  pending,
  disabled = false,
  onRegenerate,
}: {
  pending: boolean;
  disabled?: boolean;
  onRegenerate: (instructions: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const [instructions, setInstructions] = useState('');
  const titleId = useId();
  const fieldId = useId();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    onRegenerate(instructions.trim());
    setInstructions('');
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || pending}
          data-testid="regenerate-open"
        >
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {pending ? t('reviews.reply.regenerating') : t('reviews.reply.regenerate')}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="start">
        <form onSubmit={handleSubmit} className="flex flex-col gap-3">
          <h2 id={titleId} className="font-semibold">
            {t('reviews.regenerate.title')}
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {t('reviews.regenerate.instructions')}
            </label>
            <textarea
              id={fieldId}
              rows={3}
              maxLength={INSTRUCTIONS_MAX_LENGTH}
              value={instructions}
              placeholder={t('reviews.regenerate.placeholder')}
              onChange={(event) => setInstructions(event.target.value)}
              className={FIELD_CLASS}
              data-testid="regenerate-instructions"
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" size="sm" data-testid="regenerate-submit">
              <Sparkles aria-hidden="true" className="size-4" />
              {t('reviews.reply.regenerate')}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
