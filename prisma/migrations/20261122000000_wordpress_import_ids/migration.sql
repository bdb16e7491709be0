-- AlterTable
ALTER TABLE "ArticleCategory" ADD COLUMN "wpId" INTEGER;

-- AlterTable
ALTER TABLE "Tag" ADD COLUMN "wpId" INTEGER;

-- AlterTable
ALTER TABLE "Media" ADD COLUMN "wpId" INTEGER;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Author" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "wpId" INTEGER,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "avatar" TEXT
);
INSERT INTO "new_Author" ("avatar", "id", "name", "slug") SELECT "avatar", "id", "name", "slug" FROM "Author";
DROP TABLE "Author";
ALTER TABLE "new_Author" RENAME TO "Author";
CREATE UNIQUE INDEX "Author_wpId_key" ON "Author"("wpId");
CREATE UNIQUE INDEX "Author_slug_key" ON "Author"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ArticleCategory_wpId_key" ON "ArticleCategory"("wpId");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_wpId_key" ON "Tag"("wpId");

-- CreateIndex
CREATE UNIQUE INDEX "Media_wpId_key" ON "Media"("wpId");

