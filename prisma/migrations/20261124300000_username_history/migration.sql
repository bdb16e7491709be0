-- Username history (issue 13, doc 3 §3 and §4; docs/decisions/021-account-settings.md). Additive only:
-- a new table; User keeps its columns (usernameChangedAt already holds the last change).

-- CreateTable
CREATE TABLE "UsernameHistory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "oldUsername" TEXT NOT NULL,
    "newUsername" TEXT NOT NULL,
    "changedAt" DATETIME NOT NULL,
    CONSTRAINT "UsernameHistory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "UsernameHistory_oldUsername_changedAt_idx" ON "UsernameHistory"("oldUsername", "changedAt");
CREATE INDEX "UsernameHistory_userId_changedAt_idx" ON "UsernameHistory"("userId", "changedAt");
