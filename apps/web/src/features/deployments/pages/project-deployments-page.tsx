import { DeploymentsView } from '../components/deployments-view';

/** Project-wide deployments (docs/product.md § Deployments list `/dashboard/project/{uid}/deployments`, route Deployments). */
export default function ProjectDeploymentsPage() {
  return (
    <DeploymentsView
      server={null}
      tab="deployment"
      header={(addButton) => (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="deployments-heading" className="text-lg font-semibold text-zinc-900">
              Deployments
            </h2>
            <p className="mt-1 text-sm text-zinc-500">
              Each deployment pulls a branch onto a server, writes its variables and runs its build commands.
            </p>
          </div>
          {addButton}
        </div>
      )}
    />
  );
}
