-- Admin events (issue 15, decision 029): imported events remember where they came from, so importing the same
-- CSV or iCalendar file twice creates nothing new. Additive only.

-- AlterTable
ALTER TABLE "Event" ADD COLUMN "importKey" TEXT;
ALTER TABLE "Event" ADD COLUMN "updatedAt" DATETIME;

-- CreateIndex
CREATE UNIQUE INDEX "Event_importKey_key" ON "Event"("importKey");
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");
