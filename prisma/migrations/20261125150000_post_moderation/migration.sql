-- Moderation of reviews and replies (issue 15, decision 027): a hidden post leaves every public read. Additive only.

-- AlterTable
ALTER TABLE "Post" ADD COLUMN "hiddenAt" DATETIME;
ALTER TABLE "Post" ADD COLUMN "hiddenReason" TEXT;
ALTER TABLE "Post" ADD COLUMN "hiddenById" INTEGER;

-- CreateIndex
CREATE INDEX "Post_hiddenAt_createdAt_idx" ON "Post"("hiddenAt", "createdAt");
