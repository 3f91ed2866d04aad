import { clsx } from 'clsx';
import { ArrowRight, Check, PencilRuler, UserRoundSearch, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDashboardContext } from '@/lib/dashboard-context';

import { NoWorkspace } from '../components/no-workspace';
import { ProjectFormModal } from '../components/project-form-modal';

/**
 * The card's own button, stretched over the whole card (the "stretched link" pattern): a click anywhere on
 * the card presses it, while the keyboard and screen readers still meet one plain button, not a card
 * wrapped around a button.
 */
const STRETCHED = 'after:absolute after:inset-0 after:rounded-xl';

/** Two ways to start (docs/product.md § Creating a project): with a developer expert, or alone through the create-project form. */
export default function CreateProjectPage() {
  const { workspace } = useDashboardContext();
  const navigate = useNavigate();
  const [isFormOpen, setIsFormOpen] = useState(false);

  if (!workspace) return <NoWorkspace />;

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-8">
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Create a project</h1>
        <p className="mt-1 text-sm text-zinc-500">
          A project in <span className="font-medium text-zinc-700">{workspace.name}</span> holds your websites, stores,
          repositories and servers. How would you like to start?
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <StartCard
          icon={UserRoundSearch}
          title="Work with a developer expert"
          text="Tell us what you need and a vetted Aerie expert builds it with you, from the first page to launch."
          points={['A developer matched to your project', 'Progress you can follow', 'You own everything they build']}
          action={
            <ButtonLink to="/dashboard/hire-expert" variant="secondary" className={clsx('w-full', STRETCHED)}>
              Hire an expert
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          }
        />
        <StartCard
          icon={PencilRuler}
          title="Create your project on your own"
          text="Name it, describe it and pick a category. You can add websites, stores and servers straight after."
          points={['Ready in under a minute', 'Invite collaborators any time', 'Edit the details later']}
          action={
            <Button className={clsx('w-full', STRETCHED)} onClick={() => setIsFormOpen(true)}>
              Create project
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          }
        />
      </div>

      <ProjectFormModal
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        mode={{
          kind: 'create',
          businessId: workspace.subscription.business_id,
          onCreated: (project) => void navigate(`/dashboard/project/${project.u_id}`),
        }}
      />
    </div>
  );
}

interface StartCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  action: ReactNode;
}

function StartCard({ icon: Icon, title, text, points, action }: StartCardProps) {
  return (
    <Card
      className={clsx(
        'relative flex cursor-pointer flex-col transition-[border-color,box-shadow]',
        'hover:border-zinc-300 hover:shadow-md has-[:focus-visible]:border-accent-300',
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-base font-semibold text-zinc-900">{title}</h2>
      <p className="mt-1 text-sm text-zinc-500">{text}</p>
      <ul className="mt-5 mb-6 space-y-2">
        {points.map((point) => (
          <li key={point} className="flex items-center gap-2 text-sm text-zinc-600">
            <Check className="size-4 shrink-0 text-emerald-500" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-auto">{action}</div>
    </Card>
  );
}
