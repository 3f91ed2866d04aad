import { BLOCK_CATEGORIES, MARKETING } from '@aerie/contract';
import {
  ArrowLeftRight,
  GitBranch,
  KanbanSquare,
  LayoutTemplate,
  Plug,
  Rocket,
  Server,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';

import type { FeatureVisualId } from '../components/feature-visual';

export interface FeatureSection {
  id: string;
  visual: FeatureVisualId;
  icon: LucideIcon;
  name: string;
  title: string;
  text: string;
  points: string[];
}

/** The features page sections, in the order the spec lists them (docs/product.md § Features page). */
export const FEATURE_SECTIONS: FeatureSection[] = [
  {
    id: 'website-builder',
    visual: 'builder',
    icon: LayoutTemplate,
    name: 'Website builder',
    title: 'Pages that look designed, built by dragging blocks',
    text: 'Pick a free template or start blank, then drop in headers, galleries, pricing tables, forms and more from a library of ready-made blocks. Every page adapts to phones on its own.',
    points: [
      `Ready-made blocks in ${BLOCK_CATEGORIES.length} categories`,
      'Publish to your domain or an Aerie subdomain',
      'Edit together with your collaborators',
    ],
  },
  {
    id: 'store',
    visual: 'store',
    icon: ShoppingBag,
    name: 'Online store',
    title: 'A storefront and a seller dashboard in minutes',
    text: 'Open a store inside any project, add products and start taking card payments. Your shop lives on its own address and your team signs in with their own seller accounts.',
    points: [
      'Card payments through a trusted provider',
      'Products, stock and orders in one place',
      'Themes that match your website',
    ],
  },
  {
    id: 'repositories',
    visual: 'repositories',
    icon: GitBranch,
    name: 'Repositories',
    title: 'Your code, hosted next to everything else',
    text: 'Every project can hold git repositories. Push from your laptop, browse commits in the browser and see exactly what changed before it goes live.',
    points: [
      'Built-in git hosting for every project',
      'Commit history with authors and diffs',
      'Access follows your project collaborators',
    ],
  },
  {
    id: 'hosting',
    visual: 'hosting',
    icon: Server,
    name: 'Hosting',
    title: 'Managed servers we call pilots',
    text: 'Rent a pilot in the region closest to your customers, or connect a server you already own. Aerie keeps an eye on health and resources so you do not have to.',
    points: [
      `${MARKETING.hostingUptimePercent}% uptime across over ${MARKETING.hostingDataCenters} data centers`,
      'Connect your own servers over SSH',
      'Live status and resource usage',
    ],
  },
  {
    id: 'deployment',
    visual: 'deployments',
    icon: Rocket,
    name: 'Deployment',
    title: 'Push to deploy, with a log you can read',
    text: 'Point a repository branch at a pilot and every push becomes a release. Follow each step as it runs, and roll back to a previous release in one click if something looks wrong.',
    points: ['Automatic deploys on every push', 'Step-by-step build logs', 'One-click rollback'],
  },
  {
    id: 'workflow',
    visual: 'workflow',
    icon: KanbanSquare,
    name: 'Workflow',
    title: 'A task board that knows your project',
    text: 'Plan launches and fixes on a board built into every project. Drag cards between columns, assign them to teammates or your expert, and keep the conversation next to the work.',
    points: [
      'Drag-and-drop columns and cards',
      'Assignees, due dates and comments',
      'Shared with everyone on the project',
    ],
  },
  {
    id: 'integrations',
    visual: 'integrations',
    icon: Plug,
    name: 'Integrations',
    title: 'Connect the tools you already use',
    text: 'Send form entries to your inbox, post deploy results to your team chat, or trigger your own services with webhooks whenever something happens in a project.',
    points: ['Email and chat notifications', 'Webhooks for any event', 'Per-project settings'],
  },
  {
    id: 'transfers',
    visual: 'transfers',
    icon: ArrowLeftRight,
    name: 'Transfers',
    title: 'Hand a finished project to its owner',
    text: 'Agencies build in their own workspace, then transfer the whole project — sites, store, code and servers — to the client when it is done. Nothing has to be rebuilt or re-uploaded.',
    points: ['Move projects between workspaces', 'Everything moves together', 'The receiver accepts before it happens'],
  },
];
