import { clsx } from 'clsx';
import { ChevronDown, Globe, Link2, Rocket, SquareArrowOutUpRight } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { siteServerKey } from '../api/get-site-server';
import { publishWebsite } from '../api/publish-website';
import type { BuilderContext } from './builder-editor';
import { CustomDomainPanel } from './custom-domain-panel';
import { PublishChanges } from './publish-changes';
import { ServerPanel } from './server-panel';
import { SharePreviewDialog } from './share-preview-dialog';

type Target = 'product' | 'custom' | 'server';

const TARGET_LABELS: Record<Target, string> = { product: 'Our domain', custom: 'Custom domain', server: 'My server' };

/**
 * The publish dropdown (docs/product.md § Publishing): the product's domain (save, then publish that revision), a
 * custom domain (a paid site plan: the plans, then the domain and its TXT record), or the owner's own server (issue
 * 32 § 4: each publish uploaded there as a release).
 */
export function PublishMenu({ context, disabled }: { context: BuilderContext; disabled: boolean }) {
  const { website, setWebsite, saver } = context;
  const [isOpen, setOpen] = useState(false);
  const [target, setTarget] = useState<Target>('product');
  const [isPublishing, setPublishing] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{
    tone: 'success' | 'error';
    text: string;
    revision?: number;
    publishedAt?: string | null;
  } | null>(null);
  // "Your website is live." holds only until the next edit or another publish is made live (History): then the
  // status beside Publish says what is live.
  const shownResult =
    result?.tone === 'success' &&
    (result.revision !== saver.state.revision ||
      result.publishedAt !== website.published_at ||
      saver.state.status !== 'saved')
      ? null
      : result;
  const address = new URL(website.site_address).host;

  const publish = async () => {
    setPublishing(true);
    setResult(null);
    try {
      const revision = await saver.save();
      if (revision === null) throw new Error('The changes could not be saved, so nothing was published');
      const response = await publishWebsite(website.uuid, revision);
      setWebsite(response.data);
      setResult({ tone: 'success', text: response.message, revision, publishedAt: response.data.published_at });
      // A site published to a server too is uploaded now: its panel follows the new release.
      void queryClient.invalidateQueries({ queryKey: siteServerKey(website.uuid) });
    } catch (error) {
      setResult({ tone: 'error', text: error instanceof Error ? error.message : 'Sorry, an error occured. Try again' });
    } finally {
      setPublishing(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        size="sm"
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="publish-options"
        disabled={disabled}
      >
        <Rocket className="size-4" aria-hidden="true" />
        Publish
        <ChevronDown className={clsx('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
      </Button>
      {isOpen && (
        <div id="publish-options" className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-2">
          <div
            role="radiogroup"
            aria-label="Where to publish"
            className="grid grid-cols-3 gap-1 rounded-md bg-zinc-200/60 p-0.5"
          >
            {(['product', 'custom', 'server'] as const).map((each) => (
              <button
                key={each}
                type="button"
                role="radio"
                aria-checked={target === each}
                onClick={() => setTarget(each)}
                className={clsx(
                  'rounded px-1 py-1 text-xs leading-tight font-medium focus-visible:outline-2 focus-visible:outline-accent-500',
                  target === each ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
                )}
              >
                {TARGET_LABELS[each]}
              </button>
            ))}
          </div>
          {target === 'product' ? (
            <div className="flex flex-col gap-2">
              <PublishChanges context={context} />
              <p className="flex items-center gap-1.5 text-xs text-zinc-600">
                <Globe className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate font-medium text-zinc-800">{address}</span>
              </p>
              <Button size="sm" onClick={() => void publish()} loading={isPublishing}>
                Publish to {address.split('.')[0]}
              </Button>
            </div>
          ) : target === 'custom' ? (
            <CustomDomainPanel context={context} />
          ) : (
            <ServerPanel context={context} onPublish={() => void publish()} />
          )}
        </div>
      )}
      {shownResult && (
        <p
          role={shownResult.tone === 'error' ? 'alert' : 'status'}
          className={clsx('text-xs', shownResult.tone === 'error' ? 'text-red-600' : 'text-emerald-700')}
        >
          {shownResult.text}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={() => setSharing(true)} disabled={disabled}>
        <Link2 className="size-4" aria-hidden="true" />
        Share preview
      </Button>
      <SharePreviewDialog uuid={website.uuid} open={isSharing} onOpenChange={setSharing} saveDraft={saver.save} />
      {website.url && (
        <a
          href={website.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 truncate text-xs font-medium text-accent-700 hover:underline"
        >
          <SquareArrowOutUpRight className="size-3.5 shrink-0" aria-hidden="true" />
          View the live site
        </a>
      )}
    </div>
  );
}
