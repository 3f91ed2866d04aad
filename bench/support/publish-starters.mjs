// Publishes one site per starter template through the real API, as a person would from the builder:
// sign in as the demo account (the app must run with SEED_DEMO=true), create each site in the demo's first
// project, then publish its first revision. Returns the live address of each, and of a site with four large
// photos (publish-photo-site.mjs).
import { publishPhotoSite } from './publish-photo-site.mjs';

// SITE_TEMPLATE_IDS of the contract (this plain .mjs cannot import it); the API refuses an id it does not know.
const TEMPLATES = ['blank', 'personal', 'agency', 'corporate', 'portfolio', 'shop', 'restaurant', 'event', 'landing'];

async function call(appUrl, token, method, path, body) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${reply.message}`);
  return reply;
}

export async function publishStarters(appUrl, { email = 'demo@aerie.dev', password = 'aerie-demo-2026' } = {}) {
  const login = await call(appUrl, null, 'POST', '/api/api/login', { email, password });
  const token = login.access_token;
  const workspaces = await call(appUrl, token, 'GET', '/api/users/workspaces');
  const slug = workspaces.data.at(-1).slug;
  const projects = await call(appUrl, token, 'GET', `/api/projects/all/${slug}`);
  const projectUid = projects.projects.data[0].u_id;
  const sites = [];
  for (const template of TEMPLATES) {
    const created = await call(appUrl, token, 'POST', '/builder-api/createsite', { project_uid: projectUid, template });
    const published = await call(appUrl, token, 'POST', `/builder-api/site/${created.data.uuid}/publish`, {
      revision: 1,
    });
    sites.push({ template, url: published.data.url });
  }
  sites.push(await publishPhotoSite(appUrl, token, projectUid));
  return sites;
}
