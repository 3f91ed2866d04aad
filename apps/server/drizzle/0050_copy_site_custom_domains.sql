-- Issue 32: a site's custom domain becomes a domain of its workspace, pointed at the site. Verified ones
-- stay verified (their TXT token kept); pending ones stay pending with the token their record already holds.
INSERT INTO "workspace_domains" ("workspace_id", "name", "token", "verified_at", "created_at")
SELECT p."workspace_id", w."custom_domain", coalesce(w."domain_token", md5(random()::text)),
       coalesce(w."domain_verified_at", now()), now()
FROM "websites" w JOIN "projects" p ON p."id" = w."project_id"
WHERE w."custom_domain" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "workspace_domains" ("workspace_id", "name", "token", "created_at")
SELECT p."workspace_id", w."pending_domain", coalesce(w."domain_token", md5(random()::text)), now()
FROM "websites" w JOIN "projects" p ON p."id" = w."project_id"
WHERE w."pending_domain" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "domain_hosts" ("domain_id", "host", "target_kind", "website_id")
SELECT d."id", d."name", 'site', w."id"
FROM "websites" w
JOIN "projects" p ON p."id" = w."project_id"
JOIN "workspace_domains" d ON d."workspace_id" = p."workspace_id"
  AND d."name" = coalesce(w."pending_domain", w."custom_domain")
WHERE coalesce(w."pending_domain", w."custom_domain") IS NOT NULL
ON CONFLICT DO NOTHING;
