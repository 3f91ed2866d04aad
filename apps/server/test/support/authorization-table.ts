import type { ROUTES } from '@aerie/contract';

type RouteName = (typeof ROUTES)[number]['name'];

/**
 * The expected status of each route per caller (docs/architecture.md § Authorization), called with a valid request.
 * Routes that act on a workspace's objects also say what each of CALLER_COLUMNS gets: `stranger`, a signed-in user
 * outside the workspace (404, as if the object did not exist); `maintainer`, `developer` and `guest`, members of the
 * workspace in that role who collaborate on its projects; and `owner`, the owner of the workspace and of its projects.
 */
export interface Expected {
  anonymous: number;
  signedIn: number;
  stranger?: number;
  maintainer?: number;
  developer?: number;
  guest?: number;
  owner?: number;
  /**
   * Store routes (issue 10): `seller` is the seller of the store the Host names, `otherSeller` a seller of
   * another store calling on that same host (their session is not this store's: 404, as for its objects).
   */
  seller?: number;
  otherSeller?: number;
}

/** The seller's calls of a store: public for signing in, the `seller` principal for everything else. */
const SELLER_PUBLIC = { anonymous: 200, signedIn: 200, seller: 200, otherSeller: 200 };
const SELLER_ONLY = { anonymous: 401, signedIn: 401, seller: 200, otherSeller: 404 };
const NOT_A_SELLER_CALL = { seller: 401, otherSeller: 401 };

/*
 * The rules for a workspace's objects (the contract's ROLE_TABLE, issue 24; workspace-access.ts,
 * project-access.ts), written out here by hand so that changing a rule there turns rows red: every role
 * reads the project and works on its board and the project itself (docs/product.md § Roles and permissions); developers
 * and up change what reaches a published site, a store, a repository or a running deployment; maintainers and up
 * connect servers and act on pilots, create deployments, connect git providers and manage the team; deleting and
 * removing are the project owner's; paying is the workspace owner's. Nobody outside the workspace learns the object
 * exists.
 */
const OUTSIDERS = { anonymous: 401, signedIn: 404, stranger: 404 };
const ANY_MEMBER = { ...OUTSIDERS, maintainer: 200, developer: 200, guest: 200, owner: 200 };
const DEVELOPERS = { ...OUTSIDERS, maintainer: 200, developer: 200, guest: 403, owner: 200 };
const MAINTAINERS = { ...OUTSIDERS, maintainer: 200, developer: 403, guest: 403, owner: 200 };
/** projects.owner_id (the spec's business_id): a maintainer who does not own the project hears 403 too. */
const PROJECT_OWNER = { ...OUTSIDERS, maintainer: 403, developer: 403, guest: 403, owner: 200 };
const WORKSPACE_OWNER = { ...OUTSIDERS, maintainer: 403, developer: 403, guest: 403, owner: 200 };

export const TABLE = {
  login: { anonymous: 200, signedIn: 200 },
  register: { anonymous: 200, signedIn: 200 },
  'verify-account': { anonymous: 200, signedIn: 200 },
  'resend-verification': { anonymous: 200, signedIn: 200 },
  'forgot-password': { anonymous: 200, signedIn: 200 },
  'reset-password': { anonymous: 200, signedIn: 200 },
  logout: { anonymous: 401, signedIn: 200 },
  'get-current-user': { anonymous: 401, signedIn: 200 },
  'list-workspaces': { anonymous: 401, signedIn: 200 },
  'create-workspace': { anonymous: 401, signedIn: 200 },
  'list-categories': { anonymous: 401, signedIn: 200 },
  'list-projects': ANY_MEMBER,
  'get-project': ANY_MEMBER,
  'list-project-members': ANY_MEMBER,
  'create-project': ANY_MEMBER,
  'update-project': ANY_MEMBER,
  'delete-project': PROJECT_OWNER,
  'add-project-member': ANY_MEMBER,
  'remove-project-member': PROJECT_OWNER,
  'transfer-ownership': PROJECT_OWNER,
  'list-team-members': ANY_MEMBER,
  'remove-team-member': MAINTAINERS,
  'invite-member': MAINTAINERS,
  'list-invitations': ANY_MEMBER,
  'delete-invitation': MAINTAINERS,
  'reinvite-member': MAINTAINERS,
  // The token is the credential: whoever holds the link sees what it offers.
  'get-invitation': { anonymous: 200, signedIn: 200 },
  // Valid means "addressed to the caller's e-mail"; someone else's invitation is tested in invitations.test.ts.
  'accept-invitation': { anonymous: 401, signedIn: 200 },
  // The caller's own account: there is no one else's object to reach.
  'update-profile': { anonymous: 401, signedIn: 200 },
  'upload-avatar': { anonymous: 401, signedIn: 200 },
  'update-password': { anonymous: 401, signedIn: 200 },
  'get-dashboard-summary': ANY_MEMBER,
  // Any project member may do everything on the board (docs/product.md § Roles and permissions).
  'list-tasks': ANY_MEMBER,
  'list-board-column': ANY_MEMBER,
  'create-task': ANY_MEMBER,
  'update-task': ANY_MEMBER,
  'assign-task-members': ANY_MEMBER,
  'remove-task-member': ANY_MEMBER,
  'delete-task': ANY_MEMBER,
  // Guests comment too (issue 27). The table's comment is the owner's: only its author edits it (others see
  // it, so 403), and maintainers and up delete anyone's; a member's own comment is in task-comments.test.ts.
  'list-task-thread': ANY_MEMBER,
  'create-task-comment': ANY_MEMBER,
  'update-task-comment': PROJECT_OWNER,
  'delete-task-comment': MAINTAINERS,
  'list-mentionable-people': ANY_MEMBER,
  'list-task-commits': ANY_MEMBER,
  // The prefix renames every key on the board (contract ROLE_TABLE 'change task keys').
  'update-task-key-prefix': MAINTAINERS,
  // Plans are the public price list.
  'list-plans': { anonymous: 200, signedIn: 200 },
  // Members see the workspace's bills and may finish a verification; only the owner buys.
  'initialize-transaction': WORKSPACE_OWNER,
  'verify-payment': ANY_MEMBER,
  'activate-subscription': ANY_MEMBER,
  'list-transactions': ANY_MEMBER,
  'get-transaction': ANY_MEMBER,
  'get-plan-usage': ANY_MEMBER,
  'retry-payment': WORKSPACE_OWNER,
  // Members see the plan and when it renews; previewing, scheduling and resuming a change is the owner's.
  'get-plan-period': ANY_MEMBER,
  'preview-plan-change': WORKSPACE_OWNER,
  'schedule-plan-change': WORKSPACE_OWNER,
  'resume-plan': WORKSPACE_OWNER,
  'update-billing-currency': WORKSPACE_OWNER,
  // The expert price list belongs to no workspace; hiring bills one, so only its owner sets up a card and hires.
  'list-expert-pricing': { anonymous: 401, signedIn: 200 },
  'tokenize-card': WORKSPACE_OWNER,
  'start-card-setup': WORKSPACE_OWNER,
  'hire-expert': WORKSPACE_OWNER,
  // Members see the engagement as they see the bills; who may hire (the owner) may cancel and resume it.
  'get-expert-engagement': ANY_MEMBER,
  'cancel-expert-engagement': WORKSPACE_OWNER,
  'resume-expert-engagement': WORKSPACE_OWNER,
  // Every member sees the project's sites; developers and up build and publish them (issue 24); deleting one
  // (both calls) is the project owner's (docs/product.md § Roles and permissions).
  'list-websites': ANY_MEMBER,
  'create-website': DEVELOPERS,
  'update-website': DEVELOPERS,
  'delete-website-files': PROJECT_OWNER,
  'delete-website': PROJECT_OWNER,
  'get-website-content': ANY_MEMBER,
  'save-website-content': DEVELOPERS,
  'list-website-revisions': ANY_MEMBER,
  'restore-website-revision': DEVELOPERS,
  // Draft and live (issue 29): who may see the site sees its history, changes and previews; who may publish
  // restores a publish (as the draft or as the live site) and names revisions.
  'list-website-publishes': ANY_MEMBER,
  // Every role reads a site's visits; nobody outside the workspace learns the site exists.
  'get-website-analytics': ANY_MEMBER,
  'restore-publish-as-draft': DEVELOPERS,
  'restore-publish-as-live': DEVELOPERS,
  'get-website-changes': ANY_MEMBER,
  'name-website-revision': DEVELOPERS,
  'preview-website-revision': ANY_MEMBER,
  // issue 31: share links show the draft to anyone holding one; who may publish the site makes and revokes
  // them, every member sees which are out (never their addresses).
  'create-share-link': DEVELOPERS,
  'list-share-links': ANY_MEMBER,
  'revoke-share-link': DEVELOPERS,
  'upload-website-image': DEVELOPERS,
  // Publishing and the custom domain of a site already on a paid plan (buying the plan is the owner's).
  'publish-website': DEVELOPERS,
  'set-custom-domain': DEVELOPERS,
  'verify-custom-domain': DEVELOPERS,
  'remove-custom-domain': DEVELOPERS,
  // issue 25: the site plan is on the workspace's bill, so its owner cancels and keeps it, as they buy it.
  // Site forms (issue 31): whoever sees the project reads the inbox and marks it read, a guest too; deleting a
  // submission is editing the site's data, for the roles that edit sites.
  'list-form-submissions': ANY_MEMBER,
  'update-form-submission': ANY_MEMBER,
  'delete-form-submission': DEVELOPERS,
  // Who is told of the site's messages: every member sees it; choosing is running the site, as deleting is.
  'list-form-recipients': ANY_MEMBER,
  'set-form-recipients': DEVELOPERS,
  // Issue 32 § 4: where a site is published besides Aerie is publishing it.
  'get-site-server': ANY_MEMBER,
  'set-site-server': DEVELOPERS,
  'remove-site-server': DEVELOPERS,
  'roll-back-site-server': DEVELOPERS,
  'cancel-site-plan': WORKSPACE_OWNER,
  'resume-site-plan': WORKSPACE_OWNER,
  // Every member lists the project's stores; developers and up open one and its admin (issue 24); deleting one
  // is the project owner's (docs/product.md § Roles and permissions).
  // A seller's session is no platform session: the dashboard's store calls refuse it (401).
  'list-stores': { ...ANY_MEMBER, ...NOT_A_SELLER_CALL },
  'delete-store': { ...PROJECT_OWNER, ...NOT_A_SELLER_CALL },
  // The token is the caller's own and names no project: any signed-in user gets one.
  'get-store-registration-token': { anonymous: 401, signedIn: 200, ...NOT_A_SELLER_CALL },
  'register-store': { ...DEVELOPERS, ...NOT_A_SELLER_CALL },
  // A platform session is no seller session (401); a seller of another store hears 404 on this store's host.
  'seller-login': SELLER_PUBLIC,
  'seller-forgot-password': SELLER_PUBLIC,
  'seller-reset-password': SELLER_PUBLIC,
  'seller-logout': SELLER_ONLY,
  'get-seller': SELLER_ONLY,
  'list-seller-products': SELLER_ONLY,
  'create-seller-product': SELLER_ONLY,
  'get-seller-product': SELLER_ONLY,
  'update-seller-product': SELLER_ONLY,
  'delete-seller-product': SELLER_ONLY,
  'upload-product-image': SELLER_ONLY,
  'delete-product-image': SELLER_ONLY,
  'reorder-product-images': SELLER_ONLY,
  'list-seller-orders': SELLER_ONLY,
  'get-seller-order': SELLER_ONLY,
  'update-order-status': SELLER_ONLY,
  'refund-order': SELLER_ONLY,
  'update-store-settings': SELLER_ONLY,
  'upload-store-logo': SELLER_ONLY,
  'get-sales-summary': SELLER_ONLY,
  // issue 30: discount codes are the store's seller's alone; another store's seller hears 404.
  'list-seller-discounts': SELLER_ONLY,
  'create-seller-discount': SELLER_ONLY,
  'get-seller-discount': SELLER_ONLY,
  'update-seller-discount': SELLER_ONLY,
  'delete-seller-discount': SELLER_ONLY,
  'get-payouts': SELLER_ONLY,
  'get-checkout-recovery': SELLER_ONLY,
  'set-checkout-recovery': SELLER_ONLY,
  // Tax and shipping are the store's own settings; another store's zone is 404 like any unknown one.
  'get-tax-shipping': SELLER_ONLY,
  'update-tax-settings': SELLER_ONLY,
  'create-shipping-zone': SELLER_ONLY,
  'update-shipping-zone': SELLER_ONLY,
  'delete-shipping-zone': SELLER_ONLY,
  // The dashboard's way into a store's admin: a platform call on the store host (a seller token is no user).
  'open-seller-admin': { ...DEVELOPERS, ...NOT_A_SELLER_CALL },
  // issue 11: Aerie Git, repositories core, access tokens
  // Every member lists the project's repositories; developers and up create and import them (issue 24);
  // deleting one is the project owner's.
  'list-repositories': ANY_MEMBER,
  'list-repo-activities': ANY_MEMBER,
  'create-repository': DEVELOPERS,
  'delete-repository': PROJECT_OWNER,
  // The default branch's protection (issue 24): maintainers and up.
  'update-branch-protection': MAINTAINERS,
  // Tokens are the caller's own: there is no one else's to reach (another user's id is tested in access-tokens.test.ts).
  'list-access-tokens': { anonymous: 401, signedIn: 200 },
  'create-access-token': { anonymous: 401, signedIn: 200 },
  'revoke-access-token': { anonymous: 401, signedIn: 200 },
  // issue 11: git providers — every member lists; maintainers and up connect and disconnect a provider,
  // developers and up import (issue 24); a collaborator imports into the project with the workspace's connection.
  'list-integrations': ANY_MEMBER,
  'get-platform-config': ANY_MEMBER,
  'integrate-platform': MAINTAINERS,
  'revoke-integration': MAINTAINERS,
  'list-importable-repositories': ANY_MEMBER,
  'import-repository': DEVELOPERS,
  // issue 12: servers, SSH users, logs — every member sees them; maintainers and up connect servers and add
  // SSH users (issue 24); deleting a server or an SSH user is the project owner's.
  'list-servers': ANY_MEMBER,
  'connect-server': MAINTAINERS,
  // issue 28: the workspace's SSH key is for who connects servers: installed, it opens them.
  'get-workspace-ssh-key': MAINTAINERS,
  'delete-server': PROJECT_OWNER,
  'list-server-logs': ANY_MEMBER,
  'add-ssh-access': MAINTAINERS,
  'list-ssh-access': ANY_MEMBER,
  'delete-ssh-access': PROJECT_OWNER,
  // issue 12: pilots — the price lists belong to no workspace; a pilot's actions are maintainers' and up
  // (issue 24); paying for one (renewal, like every purchase) is the workspace owner's.
  'list-pilot-plans': { anonymous: 401, signedIn: 200 },
  'list-pilot-templates': { anonymous: 401, signedIn: 200 },
  'create-pilot': ANY_MEMBER,
  'provision-pilot': MAINTAINERS,
  'reboot-pilot': MAINTAINERS,
  'power-on-pilot': MAINTAINERS,
  'power-off-pilot': MAINTAINERS,
  'renew-pilot': WORKSPACE_OWNER,
  // issue 25: whoever pays for a pilot decides whether it goes on.
  'cancel-pilot': WORKSPACE_OWNER,
  'resume-pilot': WORKSPACE_OWNER,
  // issue 13: deployments — every member follows them and their runs and reads their commands; developers and
  // up edit commands, variables and settings, deploy and cancel; maintainers and up create one (issue 24);
  // deleting a deployment is the project owner's.
  'list-server-deployments': ANY_MEMBER,
  'list-project-deployments': ANY_MEMBER,
  'create-deployment': MAINTAINERS,
  'delete-deployment': PROJECT_OWNER,
  'update-deployment-settings': DEVELOPERS,
  'fetch-commands': ANY_MEMBER,
  'create-commands': DEVELOPERS,
  'update-commands': DEVELOPERS,
  'get-deployment-variables': DEVELOPERS,
  'save-deployment-variables': DEVELOPERS,
  'deploy-now': DEVELOPERS,
  'list-runs': ANY_MEMBER,
  'get-run': ANY_MEMBER,
  'cancel-run': DEVELOPERS,
  // issue 28: release settings and Roll back are running deployments, like Deploy now.
  'update-release-settings': DEVELOPERS,
  'roll-back-run': DEVELOPERS,
  // issue 26 §2: the activity feeds — whoever sees the workspace or the project reads its feed.
  'list-workspace-activity': ANY_MEMBER,
  'list-project-activity': ANY_MEMBER,
  // issue 26: notifications are each person's own — there is no one else's list, count or settings to reach;
  // a notification id of someone else's answers 404 to everyone but its owner, team included.
  'list-notifications': { anonymous: 401, signedIn: 200 },
  'get-unread-count': { anonymous: 401, signedIn: 200 },
  'mark-notification-read': {
    anonymous: 401,
    signedIn: 404,
    stranger: 404,
    maintainer: 404,
    developer: 404,
    guest: 404,
    owner: 200,
  },
  'mark-all-notifications-read': { anonymous: 401, signedIn: 200 },
  'get-notification-preferences': { anonymous: 401, signedIn: 200 },
  'update-notification-preferences': { anonymous: 401, signedIn: 200 },
  // issue 26: outgoing webhooks — maintainers and up (ROLE_TABLE 'configure webhooks'), listing included: a
  // webhook's URL (a Slack or Discord URL is itself a credential), its secret and the bodies sent are not
  // every member's. A guest and a developer follow the feed, but hear 403 here.
  'list-webhooks': MAINTAINERS,
  'create-webhook': MAINTAINERS,
  'update-webhook': MAINTAINERS,
  'delete-webhook': MAINTAINERS,
  'reveal-webhook-secret': MAINTAINERS,
  'roll-webhook-secret': MAINTAINERS,
  'send-test-webhook': MAINTAINERS,
  'list-webhook-deliveries': MAINTAINERS,
  'redeliver-webhook': MAINTAINERS,
  // issue 27: labels — every member sees a project's labels and puts them on cards (working on the board); developers
  // and up create, rename, recolour and delete them (ROLE_TABLE 'manage labels').
  'list-labels': ANY_MEMBER,
  'create-label': DEVELOPERS,
  'update-label': DEVELOPERS,
  'delete-label': DEVELOPERS,
  'set-task-labels': ANY_MEMBER,
  // issue 32: a workspace's domains — every member sees them, like the team; the owner and maintainers add,
  // verify, point and remove them (ROLE_TABLE 'manage domains').
  'list-domains': ANY_MEMBER,
  'list-domain-targets': MAINTAINERS,
  'add-domain': MAINTAINERS,
  'verify-domain': MAINTAINERS,
  'remove-domain': MAINTAINERS,
  'set-domain-host': MAINTAINERS,
  'clear-domain-host': MAINTAINERS,
  'check-domain-certificate': MAINTAINERS,
} satisfies Record<RouteName, Expected> as Record<string, Expected>;
