import {
  Camera,
  Compass,
  FileSpreadsheet,
  Globe,
  MessageSquare,
  ThumbsUp,
  UtensilsCrossed,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { useSourceName } from '../../../hooks/use-source-name.ts';

const SOURCE_ICONS: Record<string, LucideIcon> = {
  google: Globe,
  yelp: UtensilsCrossed,
  tripadvisor: Compass,
  facebook: ThumbsUp,
  instagram: Camera,
  csv: FileSpreadsheet,
  webhook: Webhook,
};

/** Where a review comes from: an icon (decorative) and the platform's name. */
export function SourceLabel({ source }: { source: string }) {
  const nameOf = useSourceName();
  const Icon = SOURCE_ICONS[source] ?? MessageSquare;
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="review-source">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {nameOf(source)}
    </span>
  );
}
