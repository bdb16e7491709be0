-- Site scripts (issue 16, decision 035): header and footer scripts edited in /admin/script-management and
-- served by GET /api/scripts/public. Additive only.

-- CreateTable
CREATE TABLE "SiteScript" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "markup" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "essential" BOOLEAN NOT NULL DEFAULT false,
    "excludedPaths" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "SiteScript_enabled_position_idx" ON "SiteScript"("enabled", "position");
