-- The admin dashboard's figures (issue 15, decision 031): a per-day count of server errors, and indexes for the
-- per-day counts of new accounts, reviews, replies and release alerts. Additive only.

-- CreateTable
CREATE TABLE "ServerErrorDay" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL DEFAULT 0,
    "lastAt" DATETIME NOT NULL,
    "lastStatus" INTEGER NOT NULL,
    "lastRequestId" TEXT
);

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE INDEX "Post_postType_createdAt_idx" ON "Post"("postType", "createdAt");

-- CreateIndex
CREATE INDEX "AlertDelivery_completedAt_idx" ON "AlertDelivery"("completedAt");
