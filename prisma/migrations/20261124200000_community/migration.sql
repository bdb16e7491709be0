-- CreateTable
CREATE TABLE "PostReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "postId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" DATETIME,
    CONSTRAINT "PostReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PostReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Post" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hashId" TEXT NOT NULL,
    "postType" TEXT NOT NULL,
    "contentTypeId" INTEGER NOT NULL,
    "externalContentId" TEXT NOT NULL,
    "externalContentData" TEXT,
    "title" TEXT,
    "content" TEXT NOT NULL,
    "rating" REAL,
    "pros" TEXT,
    "cons" TEXT,
    "recommended" BOOLEAN,
    "containsSpoilers" BOOLEAN NOT NULL DEFAULT false,
    "parentPostId" INTEGER,
    "rootPostId" INTEGER,
    "userId" INTEGER NOT NULL,
    "reviewKey" TEXT,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "replyCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Post_parentPostId_fkey" FOREIGN KEY ("parentPostId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Post_rootPostId_fkey" FOREIGN KEY ("rootPostId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Post_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Post" ("cons", "content", "contentTypeId", "createdAt", "externalContentData", "externalContentId", "hashId", "id", "likeCount", "parentPostId", "postType", "pros", "rating", "recommended", "replyCount", "reviewKey", "rootPostId", "title", "updatedAt", "userId") SELECT "cons", "content", "contentTypeId", "createdAt", "externalContentData", "externalContentId", "hashId", "id", "likeCount", "parentPostId", "postType", "pros", "rating", "recommended", "replyCount", "reviewKey", "rootPostId", "title", "updatedAt", "userId" FROM "Post";
DROP TABLE "Post";
ALTER TABLE "new_Post" RENAME TO "Post";
CREATE UNIQUE INDEX "Post_hashId_key" ON "Post"("hashId");
CREATE UNIQUE INDEX "Post_reviewKey_key" ON "Post"("reviewKey");
CREATE INDEX "Post_contentTypeId_externalContentId_postType_idx" ON "Post"("contentTypeId", "externalContentId", "postType");
CREATE INDEX "Post_contentTypeId_externalContentId_postType_likeCount_idx" ON "Post"("contentTypeId", "externalContentId", "postType", "likeCount");
CREATE INDEX "Post_userId_createdAt_idx" ON "Post"("userId", "createdAt");
CREATE INDEX "Post_parentPostId_idx" ON "Post"("parentPostId");
CREATE INDEX "Post_rootPostId_idx" ON "Post"("rootPostId");
CREATE TABLE "new_Activity" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "activityType" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT,
    "externalContentId" TEXT,
    "data" TEXT NOT NULL DEFAULT '{}',
    "postId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Activity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Activity" ("activityType", "createdAt", "data", "entityId", "entityType", "externalContentId", "id", "userId") SELECT "activityType", "createdAt", "data", "entityId", "entityType", "externalContentId", "id", "userId" FROM "Activity";
DROP TABLE "Activity";
ALTER TABLE "new_Activity" RENAME TO "Activity";
CREATE INDEX "Activity_userId_createdAt_idx" ON "Activity"("userId", "createdAt");
CREATE INDEX "Activity_postId_idx" ON "Activity"("postId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "PostReport_status_createdAt_idx" ON "PostReport"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PostReport_postId_userId_key" ON "PostReport"("postId", "userId");

