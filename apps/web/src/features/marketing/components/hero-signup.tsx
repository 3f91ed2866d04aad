import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Local storage key the register page reads to prefill its email field (docs/product.md § Home page). */
export const REGISTER_EMAIL_KEY = 'register_email';

/** The hero's work-email box: remembers the address locally and continues to /register. */
export function HeroSignup() {
  const navigate = useNavigate();
  const inputId = useId();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      localStorage.setItem(REGISTER_EMAIL_KEY, email.trim());
    } catch {
      // Storage can be unavailable (private mode, quota); registering still works without the prefill.
    }
    navigate('/register');
  }

  return (
    <form onSubmit={handleSubmit} className="mx-auto flex w-full max-w-md flex-col gap-3 sm:flex-row sm:gap-2">
      <label htmlFor={inputId} className="sr-only">
        Work email
      </label>
      <Input
        id={inputId}
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-12 text-base sm:h-11 sm:text-sm"
      />
      <Button type="submit" size="lg" className="h-12 shrink-0 sm:h-11">
        Get started free
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
