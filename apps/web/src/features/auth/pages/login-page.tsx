import { lazy, Suspense } from 'react';

import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

import { AuthHeading } from '../components/auth-heading';

/**
 * The form brings react-hook-form, the contract's zod schemas and the API client; loaded apart, so the
 * heading (the largest thing on a phone's first screen) paints without waiting for them.
 */
const LoginForm = lazy(() => import('../components/login-form'));

export default function LoginPage() {
  const hasPainted = useAfterFirstPaint();
  const placeholder = <div className="h-[298px]" aria-busy="true" />;
  return (
    <>
      <AuthHeading title="Welcome back" description="Log in to your Aerie account." />
      {/* The form and the line under it measure 298 px (two fields, link, button); holding that space while
          they load keeps the centred heading still when they arrive. */}
      {hasPainted ? (
        <Suspense fallback={placeholder}>
          <LoginForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
