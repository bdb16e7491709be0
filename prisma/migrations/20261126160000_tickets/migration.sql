-- Tickets (issue 17, decision 037): halls with seat maps, the hall a showtime plays in, per cinema group ticket
-- settings, seat holds, seat claims (unique per showtime and seat: a seat cannot be held or sold twice),
-- transactions, tickets and the payment callback log. Additive only.

-- CreateTable
CREATE TABLE "Hall" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "theaterId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "screenNumber" INTEGER NOT NULL,
    "premiumSurcharge" INTEGER NOT NULL DEFAULT 0,
    "columns" INTEGER NOT NULL,
    CONSTRAINT "Hall_theaterId_fkey" FOREIGN KEY ("theaterId") REFERENCES "Theater" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HallSeat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hallId" INTEGER NOT NULL,
    "row" TEXT NOT NULL,
    "rowIndex" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "column" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'regular',
    CONSTRAINT "HallSeat_hallId_fkey" FOREIGN KEY ("hallId") REFERENCES "Hall" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TicketSettings" (
    "group" TEXT NOT NULL PRIMARY KEY,
    "salesEnabled" BOOLEAN NOT NULL DEFAULT true,
    "convenienceFee" INTEGER NOT NULL DEFAULT 0,
    "holdMinutes" INTEGER NOT NULL DEFAULT 8,
    "provider" TEXT NOT NULL,
    "updatedAt" DATETIME
);

-- CreateTable
CREATE TABLE "SeatHold" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "scheduleId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "SeatHold_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SeatHold_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SeatClaim" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "scheduleId" INTEGER NOT NULL,
    "seatId" INTEGER NOT NULL,
    "holdId" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "expiresAt" DATETIME,
    CONSTRAINT "SeatClaim_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SeatClaim_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "HallSeat" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SeatClaim_holdId_fkey" FOREIGN KEY ("holdId") REFERENCES "SeatHold" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TicketTransaction" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "receiptNumber" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "holdId" INTEGER NOT NULL,
    "scheduleId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "subtotal" INTEGER NOT NULL,
    "convenienceFee" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "providerReference" TEXT NOT NULL,
    "seats" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "refundedAt" DATETIME,
    "lateCallbackAt" DATETIME,
    CONSTRAINT "TicketTransaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TicketTransaction_holdId_fkey" FOREIGN KEY ("holdId") REFERENCES "SeatHold" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TicketTransaction_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "Schedule" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Ticket" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "transactionId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "seatId" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "checkedInAt" DATETIME,
    "checkedInById" INTEGER,
    CONSTRAINT "Ticket_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "TicketTransaction" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Ticket_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Ticket_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "HallSeat" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Ticket_checkedInById_fkey" FOREIGN KEY ("checkedInById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PaymentCallbackLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "provider" TEXT NOT NULL,
    "transactionId" INTEGER,
    "eventId" TEXT,
    "status" TEXT,
    "outcome" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL,
    CONSTRAINT "PaymentCallbackLog_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "TicketTransaction" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- AddColumn (additive: no table rebuild; SQLite allows a REFERENCES column whose default is NULL)
ALTER TABLE "Schedule" ADD COLUMN "hallId" INTEGER REFERENCES "Hall" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE UNIQUE INDEX "Hall_theaterId_screenNumber_key" ON "Hall"("theaterId", "screenNumber");

-- CreateIndex
CREATE UNIQUE INDEX "HallSeat_hallId_row_number_key" ON "HallSeat"("hallId", "row", "number");

-- CreateIndex
CREATE UNIQUE INDEX "HallSeat_hallId_rowIndex_column_key" ON "HallSeat"("hallId", "rowIndex", "column");

-- CreateIndex
CREATE INDEX "SeatHold_userId_scheduleId_status_idx" ON "SeatHold"("userId", "scheduleId", "status");

-- CreateIndex
CREATE INDEX "SeatHold_status_expiresAt_idx" ON "SeatHold"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "SeatClaim_holdId_idx" ON "SeatClaim"("holdId");

-- CreateIndex
CREATE INDEX "SeatClaim_expiresAt_idx" ON "SeatClaim"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "SeatClaim_scheduleId_seatId_key" ON "SeatClaim"("scheduleId", "seatId");

-- CreateIndex
CREATE UNIQUE INDEX "TicketTransaction_receiptNumber_key" ON "TicketTransaction"("receiptNumber");

-- CreateIndex
CREATE UNIQUE INDEX "TicketTransaction_holdId_key" ON "TicketTransaction"("holdId");

-- CreateIndex
CREATE UNIQUE INDEX "TicketTransaction_providerReference_key" ON "TicketTransaction"("providerReference");

-- CreateIndex
CREATE INDEX "TicketTransaction_userId_status_idx" ON "TicketTransaction"("userId", "status");

-- CreateIndex
CREATE INDEX "TicketTransaction_status_paidAt_idx" ON "TicketTransaction"("status", "paidAt");

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_token_key" ON "Ticket"("token");

-- CreateIndex
CREATE INDEX "Ticket_transactionId_idx" ON "Ticket"("transactionId");

-- CreateIndex
CREATE INDEX "Ticket_userId_idx" ON "Ticket"("userId");

-- CreateIndex
CREATE INDEX "PaymentCallbackLog_transactionId_idx" ON "PaymentCallbackLog"("transactionId");

