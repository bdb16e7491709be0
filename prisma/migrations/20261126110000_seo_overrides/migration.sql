-- SEO tools (issue 15, decision 032): per-URL title and description overrides. The robots policy lives in
-- SiteSetting (key "seo.robots"). Additive only.

-- CreateTable
CREATE TABLE "SeoOverride" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "path" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "SeoOverride_path_key" ON "SeoOverride"("path");
