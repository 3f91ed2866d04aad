import { Banner } from './banner';
import type { NoticeState } from './use-notice';

/** The notice of `useNotice`, in the house banner with its close button; nothing while there is none. */
export function NoticeBanner({ notice, className }: { notice: NoticeState; className?: string }) {
  const { current, clear } = notice;
  if (!current) return null;
  return (
    <Banner key={current.id} tone={current.tone} onDismiss={clear} className={className}>
      {current.text}
    </Banner>
  );
}
