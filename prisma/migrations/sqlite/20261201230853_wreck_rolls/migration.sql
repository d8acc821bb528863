-- CreateTable
CREATE TABLE "WreckRoll" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "battleId" TEXT NOT NULL,
    "gangId" TEXT NOT NULL,
    "vehicleId" TEXT NOT NULL,
    "faces" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "rolledByGangId" TEXT NOT NULL,
    "strippedByGangId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WreckRoll_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "WreckRoll_battleId_gangId_vehicleId_key" ON "WreckRoll"("battleId", "gangId", "vehicleId");

