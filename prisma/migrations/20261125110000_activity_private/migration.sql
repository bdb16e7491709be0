-- Privacy (issue 13; docs/decisions/022-privacy-export-deletion.md). Additive only: the person's choice to keep
-- their activity stream visible only to themselves (GET /api/users/{id}/activities answers others an empty list).

-- AlterTable
ALTER TABLE "User" ADD COLUMN "activityPrivate" BOOLEAN NOT NULL DEFAULT false;
