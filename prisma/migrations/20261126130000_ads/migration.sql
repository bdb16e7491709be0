-- Ads (issue 16, decision 034): house-ad creatives with their impression and click counts, and the articles
-- that show no ads. Additive only; the global toggle, network code and ads.txt are SiteSetting rows.

-- CreateTable
CREATE TABLE "HouseAd" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "linkUrl" TEXT NOT NULL,
    "altText" TEXT NOT NULL,
    "sizes" TEXT NOT NULL,
    "slots" TEXT NOT NULL,
    "startsAt" DATETIME,
    "endsAt" DATETIME,
    "weight" INTEGER NOT NULL DEFAULT 1,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "impressions" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "NoAdsArticle" (
    "articleId" INTEGER NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "NoAdsArticle_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "HouseAd_enabled_idx" ON "HouseAd"("enabled");
