import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

import { Input, type InputProps } from './input';

/** A password box with a show/hide toggle, so people can check what they typed on a phone keyboard. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-10" />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-zinc-400 hover:text-zinc-600 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-500"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
