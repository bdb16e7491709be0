-- Points, levels and day streaks (issue 13; docs/decisions/022-points-levels-streaks.md). Additive only:
-- a ledger table whose unique key makes every award happen at most once, and the streak's last active day.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "lastActiveDay" TEXT;

-- CreateTable
CREATE TABLE "PointAward" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "subjectKey" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "PointAward_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PointAward_userId_reason_subjectKey_key" ON "PointAward"("userId", "reason", "subjectKey");
CREATE INDEX "PointAward_userId_createdAt_idx" ON "PointAward"("userId", "createdAt");
