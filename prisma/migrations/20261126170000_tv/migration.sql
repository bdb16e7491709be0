-- CreateTable
CREATE TABLE "TvChannel" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "TvShow" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "synopsis" TEXT NOT NULL DEFAULT '',
    "genres" TEXT NOT NULL DEFAULT '[]',
    "network" TEXT NOT NULL,
    "channelId" INTEGER,
    "seasons" INTEGER NOT NULL DEFAULT 1,
    "firstAired" INTEGER,
    "mtrcbRating" TEXT,
    "streamingOn" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TvShow_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "TvChannel" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TvProgramme" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "channelId" INTEGER NOT NULL,
    "showId" INTEGER,
    "title" TEXT NOT NULL,
    "episodeTitle" TEXT,
    "genre" TEXT NOT NULL DEFAULT '',
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "startDate" TEXT NOT NULL,
    "isLive" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "TvProgramme_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "TvChannel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TvProgramme_showId_fkey" FOREIGN KEY ("showId") REFERENCES "TvShow" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StreamingNetwork" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "website" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "StreamingTitle" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "movieId" INTEGER NOT NULL,
    "networkId" INTEGER NOT NULL,
    "showId" INTEGER,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'series',
    "synopsis" TEXT NOT NULL DEFAULT '',
    "genres" TEXT NOT NULL DEFAULT '[]',
    "season" INTEGER,
    "streamingDate" TEXT NOT NULL,
    "isFeatured" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "StreamingTitle_movieId_fkey" FOREIGN KEY ("movieId") REFERENCES "Movie" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StreamingTitle_networkId_fkey" FOREIGN KEY ("networkId") REFERENCES "StreamingNetwork" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StreamingTitle_showId_fkey" FOREIGN KEY ("showId") REFERENCES "TvShow" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "TvChannel_slug_key" ON "TvChannel"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "TvShow_slug_key" ON "TvShow"("slug");

-- CreateIndex
CREATE INDEX "TvShow_channelId_idx" ON "TvShow"("channelId");

-- CreateIndex
CREATE INDEX "TvProgramme_startsAt_idx" ON "TvProgramme"("startsAt");

-- CreateIndex
CREATE INDEX "TvProgramme_showId_startsAt_idx" ON "TvProgramme"("showId", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "TvProgramme_channelId_startsAt_key" ON "TvProgramme"("channelId", "startsAt");

-- CreateIndex
CREATE UNIQUE INDEX "StreamingNetwork_slug_key" ON "StreamingNetwork"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "StreamingTitle_movieId_key" ON "StreamingTitle"("movieId");

-- CreateIndex
CREATE INDEX "StreamingTitle_networkId_streamingDate_idx" ON "StreamingTitle"("networkId", "streamingDate");

-- CreateIndex
CREATE INDEX "StreamingTitle_showId_idx" ON "StreamingTitle"("showId");

-- CreateIndex
CREATE INDEX "StreamingTitle_streamingDate_idx" ON "StreamingTitle"("streamingDate");

