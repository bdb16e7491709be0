-- AlterTable
ALTER TABLE "Place" ADD COLUMN "ratingSource" TEXT;
