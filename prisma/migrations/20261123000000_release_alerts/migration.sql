-- CreateTable
CREATE TABLE "AlertDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dedupeKey" TEXT NOT NULL,
    "releaseNotificationId" INTEGER NOT NULL,
    "movieId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "inboxId" INTEGER,
    "channel" TEXT NOT NULL,
    "subscriptionId" INTEGER,
    "email" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "leaseUntil" DATETIME,
    "leaseOwner" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" DATETIME,
    CONSTRAINT "AlertDelivery_releaseNotificationId_fkey" FOREIGN KEY ("releaseNotificationId") REFERENCES "MovieReleaseNotification" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AlertDelivery_movieId_fkey" FOREIGN KEY ("movieId") REFERENCES "Movie" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AlertDelivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "PushSubscription" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReleaseAlertRun" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "movieId" INTEGER NOT NULL,
    "trigger" TEXT NOT NULL,
    "triggeredById" INTEGER,
    "alerts" INTEGER NOT NULL,
    "deliveries" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReleaseAlertRun_movieId_fkey" FOREIGN KEY ("movieId") REFERENCES "Movie" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReleaseAlertRun_triggeredById_fkey" FOREIGN KEY ("triggeredById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_InboxNotification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "movieId" INTEGER,
    "movieUrl" TEXT,
    "releaseDate" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "releaseNotificationId" INTEGER,
    CONSTRAINT "InboxNotification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "InboxNotification_movieId_fkey" FOREIGN KEY ("movieId") REFERENCES "Movie" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "InboxNotification_releaseNotificationId_fkey" FOREIGN KEY ("releaseNotificationId") REFERENCES "MovieReleaseNotification" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_InboxNotification" ("createdAt", "id", "isRead", "message", "movieId", "movieUrl", "releaseDate", "title", "userId") SELECT "createdAt", "id", "isRead", "message", "movieId", "movieUrl", "releaseDate", "title", "userId" FROM "InboxNotification";
DROP TABLE "InboxNotification";
ALTER TABLE "new_InboxNotification" RENAME TO "InboxNotification";
CREATE UNIQUE INDEX "InboxNotification_releaseNotificationId_key" ON "InboxNotification"("releaseNotificationId");
CREATE INDEX "InboxNotification_userId_isRead_createdAt_idx" ON "InboxNotification"("userId", "isRead", "createdAt");
CREATE TABLE "new_PushSubscription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "userId" INTEGER,
    "userAgent" TEXT,
    "vapidPublicKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSuccessAt" DATETIME,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "failingSince" DATETIME,
    "sessionId" TEXT,
    CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PushSubscription_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "Session" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PushSubscription" ("auth", "createdAt", "endpoint", "failures", "id", "lastSuccessAt", "p256dh", "userAgent", "userId", "vapidPublicKey") SELECT "auth", "createdAt", "endpoint", "failures", "id", "lastSuccessAt", "p256dh", "userAgent", "userId", "vapidPublicKey" FROM "PushSubscription";
DROP TABLE "PushSubscription";
ALTER TABLE "new_PushSubscription" RENAME TO "PushSubscription";
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");
CREATE INDEX "PushSubscription_sessionId_idx" ON "PushSubscription"("sessionId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "AlertDelivery_dedupeKey_key" ON "AlertDelivery"("dedupeKey");

-- CreateIndex
CREATE INDEX "AlertDelivery_status_nextAttemptAt_idx" ON "AlertDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "AlertDelivery_movieId_channel_status_idx" ON "AlertDelivery"("movieId", "channel", "status");

-- CreateIndex
CREATE INDEX "AlertDelivery_releaseNotificationId_idx" ON "AlertDelivery"("releaseNotificationId");

-- CreateIndex
CREATE INDEX "ReleaseAlertRun_movieId_createdAt_idx" ON "ReleaseAlertRun"("movieId", "createdAt");

