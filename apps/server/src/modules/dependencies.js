/**
 * The server's domains (the folders of this directory) and what each may import, read by eslint.config.js
 * (the `aerie/domain-boundaries` rule): a domain imports another only through its entry (`index.ts`) and
 * only if it is listed here. The layers run bottom to top and a domain depends only on domains of lower
 * layers, so the table cannot hold a cycle (the rule checks that too). docs/architecture.md § Domains.
 */
export const DOMAIN_LAYERS = [
  // Infrastructure-like domains that know no other: the outbox, the mail queue, limits, sealing, tokens.
  ['events', 'mail', 'rate-limit', 'secrets', 'access-tokens'],
  ['workspaces'],
  ['users'],
  ['invitations'],
  ['auth'],
  // Plans, limits and payments; what other domains sell through billing is composed at start.
  ['billing'],
  ['projects'],
  // A workspace's own names, pointed at its sites and stores (issue 32): below the lanes that serve them.
  ['domains'],
  // The lanes of a project, and the team.
  ['websites', 'stores', 'repositories', 'hosting', 'experts', 'teams'],
  // Git providers' connections and webhooks, built on repositories.
  ['integrations'],
  // Lanes built on other lanes (tasks link the commits that name them, and the runs that shipped those;
  // deployments on a provider's repository keep its push webhook).
  ['deployments', 'tasks'],
  // What reads every lane's events: the feed, notifications, outgoing webhooks; then the overview.
  ['activity', 'notifications', 'webhooks'],
  // A task's comments and its history, which reads the feed's sentences.
  ['comments'],
  ['dashboard'],
];

/** For each domain, the domains it may import (their entries). */
export const DOMAIN_DEPENDENCIES = {
  events: [],
  mail: [],
  'rate-limit': [],
  secrets: [],
  'access-tokens': [],
  workspaces: [],
  users: ['workspaces'],
  invitations: ['events', 'mail', 'rate-limit', 'users', 'workspaces'],
  auth: ['invitations', 'mail', 'rate-limit', 'secrets', 'users', 'workspaces'],
  billing: ['events', 'mail', 'rate-limit', 'workspaces'],
  projects: ['billing', 'events', 'workspaces'],
  tasks: ['events', 'projects', 'repositories'],
  domains: ['workspaces'],
  websites: ['billing', 'domains', 'events', 'mail', 'projects', 'rate-limit', 'secrets'],
  stores: ['auth', 'billing', 'domains', 'events', 'mail', 'projects', 'rate-limit', 'workspaces'],
  repositories: ['access-tokens', 'events', 'projects', 'secrets'],
  hosting: ['billing', 'events', 'mail', 'projects', 'rate-limit', 'secrets', 'workspaces'],
  experts: ['billing', 'mail', 'rate-limit', 'workspaces'],
  teams: ['events', 'invitations', 'workspaces'],
  integrations: ['events', 'rate-limit', 'repositories', 'secrets'],
  deployments: [
    'access-tokens',
    'billing',
    'events',
    'hosting',
    'integrations',
    'projects',
    'repositories',
    'secrets',
    'websites',
    'workspaces',
  ],
  activity: [],
  notifications: ['events', 'mail', 'secrets'],
  webhooks: ['events', 'projects', 'rate-limit', 'secrets', 'workspaces'],
  comments: ['activity', 'events', 'projects', 'tasks'],
  dashboard: ['projects'],
};
