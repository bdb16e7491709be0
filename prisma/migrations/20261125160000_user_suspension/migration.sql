-- Admin suspension of a user (issue 15, decision 028). Additive: three nullable columns.
ALTER TABLE "User" ADD COLUMN "suspendedAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "suspendedUntil" DATETIME;
ALTER TABLE "User" ADD COLUMN "suspendedReason" TEXT;
