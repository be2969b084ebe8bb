import { ActivityContent } from '@/components/content/ActivityContent';
import { MarkdownBody } from '@/components/content/MarkdownBody';
import type { DynamicContent } from '@/lib/dynamic/compile-section';
import type { LocalisedActivity } from '@/lib/data/types';

/** One content block of a dynamic page: markdown text, a chart or table file, or the unknown-type notice. */
export function DynamicBlock({ block }: { block: DynamicContent<LocalisedActivity> }) {
  if (block.kind === 'markdown') return <MarkdownBody html={block.html} />;
  if (block.kind === 'activity') return <ActivityContent activity={block.data} file={block.file} headingLevel={3} />;
  return <p className="activity-unknown">Unknown chart type {block.file}</p>;
}
