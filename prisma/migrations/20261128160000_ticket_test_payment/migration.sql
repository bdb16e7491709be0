-- AlterTable
ALTER TABLE "TicketTransaction" ADD COLUMN "testPayment" BOOLEAN NOT NULL DEFAULT false;
