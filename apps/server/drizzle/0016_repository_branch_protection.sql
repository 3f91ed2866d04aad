-- Issue 24: the default branch of an Aerie Git repository is protected (no force push, no deletion)
-- unless a maintainer turns it off; existing repositories start protected too.
ALTER TABLE "repositories" ADD COLUMN "default_branch_protected" boolean DEFAULT true NOT NULL;
