import { GREETING_HOURS } from '@aerie/contract';

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** The dashboard greeting for a moment in the user's local time (docs/product.md § Dashboard shell: thresholds 12:00 and 18:00). */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < GREETING_HOURS.afternoon) return 'Good Morning';
  if (hour < GREETING_HOURS.evening) return 'Good Afternoon';
  return 'Good Evening';
}
