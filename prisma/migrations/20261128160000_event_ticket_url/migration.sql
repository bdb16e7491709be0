-- AlterTable
ALTER TABLE "Event" ADD COLUMN "ticketUrl" TEXT;
