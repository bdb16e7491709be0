-- Article reflinks (issue 15, decision 033): rules that link a phrase's first occurrence in article bodies. Additive only.

-- CreateTable
CREATE TABLE "ArticleReflink" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phrase" TEXT NOT NULL,
    "phraseKey" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "caseSensitive" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "ArticleReflink_phraseKey_key" ON "ArticleReflink"("phraseKey");

-- CreateIndex
CREATE INDEX "ArticleReflink_enabled_idx" ON "ArticleReflink"("enabled");
