import { MESSAGES, type CurrentUser } from '@aerie/contract';
import { clsx } from 'clsx';
import { Mail, Phone, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Spinner } from '@/components/ui/spinner';
import { useNotice } from '@/components/ui/use-notice';
import { initialsOf } from '@/lib/initials';

import { useUploadAvatar } from '../api/upload-avatar';
import { isAvatarTooLarge, readAsDataUrl } from '../avatar-file';

/** The profile's header card (docs/product.md § Avatar): avatar with its upload button, full name, phone and e-mail. */
export function ProfileHeader({ user }: { user: CurrentUser }) {
  const upload = useUploadAvatar();
  const notice = useNotice();
  const [hasUploaded, setHasUploaded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fullName = `${user.first} ${user.last}`.trim();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // docs/product.md § Avatar: refused here with the spec's words, and the input cleared so the same file can be
    // picked again.
    if (isAvatarTooLarge(file)) {
      input.value = '';
      notice.show(MESSAGES.avatarTooLarge, 'error');
      return;
    }
    notice.clear();
    try {
      const image = await readAsDataUrl(file);
      upload.mutate(image, {
        onSuccess: (response) => {
          setHasUploaded(true);
          notice.show(response.message);
        },
        onError: (error) => notice.show(error.message, 'error'),
        onSettled: () => {
          if (inputRef.current) inputRef.current.value = '';
        },
      });
    } catch {
      input.value = '';
      notice.show(MESSAGES.genericNetworkError, 'error');
    }
  };

  return (
    <Card className="space-y-4">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {user.avatar ? (
          <img
            src={user.avatar}
            alt={`${fullName}'s avatar`}
            className="size-20 shrink-0 rounded-full object-cover ring-1 ring-zinc-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-100 text-2xl font-semibold text-accent-700"
          >
            {initialsOf(user.first, user.last)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-zinc-900">{fullName}</h2>
          <dl className="mt-1 space-y-1 text-sm text-zinc-600">
            <div className="flex items-center gap-2">
              <dt>
                <Phone className="size-4 text-zinc-400" aria-label="Phone" />
              </dt>
              <dd className="min-w-0 truncate">{user.phone || '—'}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <Mail className="size-4 text-zinc-400" aria-label="Email" />
              </dt>
              <dd className="min-w-0 truncate">{user.email}</dd>
            </div>
          </dl>
        </div>
        {/* docs/product.md § Avatar: the upload button goes away once a picture has been uploaded on this visit. */}
        {!hasUploaded && (
          <label
            className={clsx(
              buttonClasses({ variant: 'secondary' }),
              'relative cursor-pointer self-start focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-500 sm:self-center',
              upload.isPending && 'pointer-events-none opacity-50',
            )}
          >
            {upload.isPending ? <Spinner /> : <Upload className="size-4" aria-hidden="true" />}
            Upload photo
            <input
              ref={inputRef}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(event) => void onFile(event)}
            />
          </label>
        )}
      </div>
      <NoticeBanner notice={notice} />
    </Card>
  );
}
