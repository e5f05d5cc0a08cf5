import type { TFilledTemplate } from '@tableside/domain/schemas/reply-templates';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReviewTemplates } from '../api/use-workflow.ts';
import type { ReviewRef } from '../review-types.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/**
 * "Insert template" (docs/product/reviews-and-replies.md#reply-templates): the restaurant's saved
 * replies for the review's location, filled for this review; those in another language than the
 * review's come last. Choosing one puts its text in the draft, to edit and approve as usual.
 */
export function TemplateMenu({
  review,
  onInsert,
}: {
  review: ReviewRef;
  onInsert: (text: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const templates = useReviewTemplates(review, open);
  const list = templates.data ?? [];
  const groups = [
    { key: 'matching', label: null, items: list.filter((x) => x.matches) },
    { key: 'other', label: t('templates.otherLanguages'), items: list.filter((x) => !x.matches) },
  ].filter((g) => g.items.length > 0);
  const choose = (template: TFilledTemplate) => {
    onInsert(template.text);
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary" size="sm" data-testid="template-menu-open">
          <FileText aria-hidden="true" className="size-4" />
          {t('templates.insert')}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="start">
        <h2 id={titleId} className="mb-2 font-semibold">
          {t('templates.insertTitle')}
        </h2>
        {templates.isPending ? (
          <Spinner label={t('common:loading')} showLabel />
        ) : templates.isError ? (
          <ErrorText error={templates.error} />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('templates.none')}</p>
        ) : (
          groups.map((g) => (
            <div key={g.key} className="flex flex-col gap-1">
              {g.label && (
                <h3 className="mt-2 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
                  {g.label}
                </h3>
              )}
              <ul className="flex flex-col gap-1" aria-label={g.label ?? undefined}>
                {g.items.map((x) => (
                  <li key={x.id}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="w-full flex-col items-start text-left"
                      onClick={() => choose(x)}
                      data-testid="template-option"
                    >
                      <span className="font-medium">{x.name}</span>
                      <span className="line-clamp-2 text-xs text-slate-700 dark:text-slate-300">
                        {x.text}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </PopoverContent>
    </Popover>
  );
}
