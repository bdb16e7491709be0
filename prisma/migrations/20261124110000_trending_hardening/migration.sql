-- Trending searches people can trust (issue 20, docs/decisions/017-trending-searches.md). Additive only:
-- existing terms keep their counts but start with clientCount 0, so none trends until 3 clients search it.
-- (Prisma's SQLite diff would rebuild SearchQuery; ADD COLUMN gives the same schema without a copy.)

-- AlterTable
ALTER TABLE "SearchQuery" ADD COLUMN "clientCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "SearchQuery" ADD COLUMN "blockedAt" DATETIME;
ALTER TABLE "SearchQuery" ADD COLUMN "blockedById" INTEGER;

-- CreateTable
CREATE TABLE "SearchQueryClient" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "searchQueryId" INTEGER NOT NULL,
    "clientHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SearchQueryClient_searchQueryId_fkey" FOREIGN KEY ("searchQueryId") REFERENCES "SearchQuery" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SearchQueryClient_searchQueryId_clientHash_key" ON "SearchQueryClient"("searchQueryId", "clientHash");
CREATE INDEX "SearchQueryClient_createdAt_idx" ON "SearchQueryClient"("createdAt");
