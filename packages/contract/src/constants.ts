/**
 * Business constants of docs/product.md § Limits and constants. Components and services read these,
 * never literals, so a change to the spec is a change in one place.
 */
export const HTTP_TIMEOUT_MS = 90_000;
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

export const PAGE_SIZE = {
  projects: 11,
  websites: 8,
  stores: 8,
  collaborators: 15,
  team: 15,
  billing: 10,
} as const;

export const LIMITS = {
  projectNameMax: 20,
  projectDescriptionMax: 300,
  collaboratorPreview: 5,
  avatarMaxBytes: 5_000_000,
  taskTitleMax: 30,
  taskDescriptionMax: 300,
  /** Cards show the description cut at 70 characters plus an ellipsis (docs/product.md § Field limits). */
  taskDescriptionPreview: 70,
  /** Projects asked for in one page at most (the header's project selector asks for this many). */
  projectsPerPageMax: 100,
  websiteNameMax: 40,
  /** Subdomains are DNS labels: 63 characters at most; 3 at least so short names stay ours to reserve. */
  subdomainMin: 3,
  subdomainMax: 63,
  /** docs/product.md § Builder images: builder images of 2048 KB or more are refused. */
  websiteImageMaxBytes: 2048 * 1024 - 1,
  pagesPerSiteMax: 50,
  pageNameMax: 60,
  pageTitleMax: 120,
  pageDescriptionMax: 300,
  pageKeywordsMax: 255,
  /** A saved draft (GrapesJS project data as JSON); images are uploaded, never inlined, so this is roomy. */
  projectDataMaxBytes: 5 * 1024 * 1024,
  /**
   * How deep a draft's JSON may nest. GrapesJS nests components two levels per component (an object and
   * its `components` array), so this is a hundred components deep; thousands of levels would overflow the
   * stack of every recursive serialiser that meets the draft (JSON.stringify into jsonb answered 500).
   */
  projectDataDepthMax: 200,
  /** The builder keeps this many saved revisions of a site to restore. */
  revisionsKept: 20,
  /** The builder keeps this many publishes of a site, to restore as the draft or as the live site. */
  publishesKept: 20,
  /** A name given to a saved revision ("Before the redesign"). */
  revisionNameMax: 60,
} as const;

export const DELAYS_MS = {
  projectDelete: 3000,
  websiteOrStoreAction: 2500,
  banner: 3500,
  aboutValuesRotate: 5000,
  /** docs/product.md § Invitations: the invite modal closes after 2 s. */
  inviteModalClose: 2000,
  /**
   * docs/product.md § Board: create modal closes after 1 s, update after 2 s, refresh 1 s after an assignee is removed,
   * 0.5 s after assigning.
   */
  taskCreateClose: 1000,
  taskUpdateClose: 2000,
  taskAssigneeRemovedRefresh: 1000,
  taskAssignRefresh: 500,
  /** docs/product.md § Delays: after a pilot or website payment, the wait before the redirect of §4. */
  postPaymentWait: 60_000,
  /** The builder saves by itself this long after the last change. */
  builderAutosave: 3000,
} as const;

/** Greeting thresholds: Good Morning before 12:00, Good Afternoon before 18:00, else Good Evening. */
export const GREETING_HOURS = { afternoon: 12, evening: 18 } as const;

/** Roles offered on the register form (docs/product.md § Registration). */
export const ACCOUNT_TYPES = ['Student', 'Professional', 'Freelance', 'Business', 'Ngo', 'Government'] as const;

/** Workspaces created from the dashboard have this type (docs/product.md § Business constants). */
export const WORKSPACE_TYPE = 'Professional';

/** Local storage key of the selected workspace (docs/product.md § Workspaces). */
export const SELECTED_WORKSPACE_KEY = 'selected_workspace_slug';

/** Texts shown exactly as the spec writes them. */
export const MESSAGES = {
  selectProject: 'Select a Project',
  noProjectInWorkspace: 'There is no project in this workspace',
  enterAllInputFields: 'Enter all input fields',
  avatarTooLarge: 'You can only upload images with max of 5MB',
  operationFailed: 'Operation cannot be performed. Please try again later.',
  projectDeleted: 'Project has been successfully deleted.',
  genericNetworkError: 'Sorry, an error occured. Try again',
  noCollaborators: 'No collaborators on this project',
  teamMemberRemoved: 'Team member removed successfully.',
  // The first specification wrote these two in capitals; sentence case, as everywhere else in the app (issue 25).
  noWebsiteUrl: 'No website URL',
  noShopUrl: 'No shop URL',
  noTaskAssigned: 'No task assigned to anyone',
  noTaskAssignee: 'No one is assigned yet.',
  assigneesRemoved: 'Assignee(s) has been removed successfully.',
  /** docs/product.md § Error catalogue: a builder image of 2048 KB or more. */
  websiteImageTooLarge: 'File too Big, please select a file less than 2mb',
  websiteImageType: 'Images must be PNG, SVG, JPG or JPEG',
  websiteDeleted: 'Website has been successfully deleted.',
  websiteUpdated: 'Website has been successfully updated.',
  subdomainTaken: 'This subdomain is already taken',
  /** A save or publish that started from an older revision than the stored one. */
  staleSave:
    'This site was changed in another tab or by someone else since you opened it. Reload to get the latest version; your edits here were not saved.',
  customDomainNeedsPlan: 'A custom domain is part of a paid site plan. Choose a plan to continue.',
  domainTaken: 'This domain is already used by another site',
  domainNotVerified: 'The TXT record was not found yet. DNS changes can take a few minutes to appear.',
} as const;

/** Payment texts exactly as docs/product.md § Error catalogue words them (the pilot failure ends with a space). */
export const PAYMENT_MESSAGES = {
  pilotSuccess: 'Payment successful! Please wait for some seconds to provision your pilot',
  websiteSuccess: 'Payment successful! Please wait while we setup your website',
  pilotFailed: 'Pilot Payment failed! ',
  receiptSuccess: 'PAYMENT SUCCESSFUL',
  receiptFailed: 'PAYMENT FAILED',
  noBilling: 'You have no billing',
  missingPlanOrTemplate: 'There is a problem. Please select a plan and template to continue',
} as const;

/** Every price is integer minor units of this currency (plans are priced in US dollars). */
export const BILLING_CURRENCY = 'USD';

export const MARKETING = {
  expertUsdPerDeveloperDay: 10,
  ecommerceFeePercent: 1.5,
  hostingUptimePercent: 99.9,
  hostingDataCenters: 15,
  hostingSpaceGb: 5,
} as const;

/** The builder's block categories (docs/product.md § Visual builder). */
export const BLOCK_CATEGORIES = [
  'navigations',
  'headers',
  'clients',
  'prices',
  'contact',
  'testimonials',
  'inner',
  'footers',
  'panels',
  'charts',
  'descriptions',
  'blog',
  'subscription',
  'alerts',
  'separators',
  'team',
  'popups',
  'actions',
  'benefits',
  'text',
  'galleries',
  'cookies',
  'media',
] as const;

/**
 * Hire an expert (docs/product.md § Expert pricing): a base of £800 a month per developer for one day a week, so the
 * amount is the developer count times the price of the chosen days per week; a 7-day free trial comes first.
 */
export const EXPERT_HIRE = {
  currency: 'GBP',
  country: 'united kingdom',
  /** Pence per developer per month for each day a week. */
  basePricePerDayMinor: 80_000,
  daysPerWeek: [1, 2, 3, 4, 5],
  developersMin: 1,
  developersMax: 24,
  cardNameMax: 40,
  trialDays: 7,
  /** The brief's "what you need" (issue 25), counted as it is typed. */
  briefNeedMax: 500,
  /** The "your free trial ends on …" e-mail goes this many days before the first charge. */
  trialReminderDays: 3,
} as const;

/**
 * Starter templates of the gallery (docs/product.md § Starter templates): all 'Free'
 * (docs/product.md § Business constants). `section` is the gallery heading.
 */
export const SITE_TEMPLATE_IDS = [
  'blank',
  'personal',
  'agency',
  'corporate',
  'shop',
  'restaurant',
  'event',
  'portfolio',
  'landing',
] as const;
export type SiteTemplateId = (typeof SITE_TEMPLATE_IDS)[number];
export const SITE_TEMPLATES = [
  { id: 'blank', name: 'Blank site', section: 'select template', price: 'Free' },
  { id: 'personal', name: 'Personal starter', section: 'select template', price: 'Free' },
  { id: 'agency', name: 'Agency starter', section: 'agency templates', price: 'Free' },
  { id: 'corporate', name: 'Corporate starter', section: 'agency templates', price: 'Free' },
  { id: 'shop', name: 'Shop-front starter', section: 'business templates', price: 'Free' },
  { id: 'restaurant', name: 'Restaurant starter', section: 'business templates', price: 'Free' },
  { id: 'event', name: 'Event starter', section: 'business templates', price: 'Free' },
  { id: 'portfolio', name: 'Portfolio starter', section: 'select template', price: 'Free' },
  { id: 'landing', name: 'Landing page starter', section: 'business templates', price: 'Free' },
] as const satisfies readonly { id: SiteTemplateId; name: string; section: string; price: string }[];

/**
 * Subdomains of the sites domain that no site may take: the platform's own hosts and names people would
 * mistake for it (`assets` serves builder images, `preview` serves template previews).
 */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'assets',
  'static',
  'cdn',
  'preview',
  'templates',
  'mail',
  'email',
  'smtp',
  'ftp',
  'ssh',
  'git',
  'dashboard',
  'builder',
  'store',
  'stores',
  'site',
  'sites',
  'help',
  'support',
  'status',
  'docs',
  'billing',
  'login',
  'auth',
  'account',
  'accounts',
  'aerie',
  'root',
  'ns1',
  'ns2',
  'localhost',
  'test',
  'dev',
  'staging',
] as const;

/** docs/product.md § Builder images: builder image types. */
export const WEBSITE_IMAGE_TYPES = ['png', 'svg', 'jpg', 'jpeg'] as const;

/**
 * docs/product.md § Visual builder: preview frames and the side panel's width, in px. Desktop is 1280 wide (issue 29:
 * a full-width canvas beside two panels showed the tablet layout); its height is the canvas'.
 */
export const BUILDER_FRAMES = {
  desktop: { width: 1280 },
  phone: { width: 375, height: 667 },
  tablet: { width: 1024, height: 768 },
} as const;
export const BUILDER_SIDE_PANEL_WIDTH = 220;
/** docs/product.md § Visual builder: the builder's three modes. */
export const BUILDER_MODES = ['edit-sections', 'edit-elements', 'edit-pages'] as const;

/**
 * Site plans of the publish dropdown (docs/product.md § Custom domains and site plans, § Plans: shown as $5/m, $10/m
 * and $50/m, "display only"). The $5 plan is real: it is how a site gets a custom domain, bought through the checkout.
 * The other two stay display only, as the spec has them, and say so. Prices are US dollars a month.
 */
export const WEBSITE_PLAN_IDS = ['site-basic', 'site-plus', 'site-pro'] as const;
export type WebsitePlanId = (typeof WEBSITE_PLAN_IDS)[number];
export const WEBSITE_PLANS = [
  {
    id: 'site-basic',
    name: 'Basic',
    priceUsd: 5,
    purchasable: true,
    features: ['Your own custom domain', 'Verified by a DNS TXT record', 'Cancel any time'],
  },
  {
    id: 'site-plus',
    name: 'Plus',
    priceUsd: 10,
    purchasable: false,
    features: ['Everything in Basic', 'Form submissions to your inbox', 'Coming soon'],
  },
  {
    id: 'site-pro',
    name: 'Pro',
    priceUsd: 50,
    purchasable: false,
    features: ['Everything in Plus', 'Visitor analytics', 'Coming soon'],
  },
] as const satisfies readonly {
  id: WebsitePlanId;
  name: string;
  priceUsd: number;
  purchasable: boolean;
  features: readonly string[];
}[];

/**
 * Online stores (docs/product.md § Business constants, issue 10). The platform keeps 1.5% of each paid order (in basis
 * points, so the arithmetic stays in integers: fee = round(total × 150 / 10 000)).
 */
export const STORE_RULES = {
  platformFeeBasisPoints: 150,
  /** Stock is held this long for a checkout; an unpaid order then expires and gives it back. */
  checkoutHoldMinutes: 15,
  /**
   * Unpaid checkouts one client address (an IPv4 address, or an IPv6 /64) may hold in one store at once; a
   * newer one releases its oldest. Without it one client could hold every unit (issue 24). Not lower,
   * because shoppers behind one NAT share an address: a fourth of them releases the first's checkout.
   */
  unpaidCheckoutsPerClientMax: 3,
  /** Unpaid checkouts one cart may hold: checking it out again (other lines or buyer) releases the previous. */
  unpaidCheckoutsPerCartMax: 1,
  /** `load/test/gettoken` tokens are spent by `store/register` within this time. */
  registrationTokenMinutes: 10,
  /** Seller sessions last this long (they end sooner on logout or a password reset). */
  sellerSessionDays: 30,
  /** A reset link e-mailed to a seller is good for this long, once. */
  sellerResetMinutes: 60,
  storeNameMax: 60,
  productNameMax: 120,
  productDescriptionMax: 5000,
  variantsPerProductMax: 50,
  imagesPerProductMax: 10,
  productImageMaxBytes: 5_000_000,
  /** Products a storefront page lists. */
  storefrontPageSize: 12,
  cartLineQuantityMax: 99,
  /** Order numbers count per store from here (what buyers and sellers read). */
  firstOrderNumber: 1001,
} as const;

/** The store labels no store may take: the sites' list (the platform's own names) applies to stores too. */
export const RESERVED_STORE_DOMAINS = RESERVED_SUBDOMAINS;
