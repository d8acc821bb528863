-- CreateTable
CREATE TABLE "WreckRoll" (
    "id" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "gangId" TEXT NOT NULL,
    "vehicleId" TEXT NOT NULL,
    "faces" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "rolledByGangId" TEXT NOT NULL,
    "strippedByGangId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WreckRoll_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WreckRoll_battleId_gangId_vehicleId_key" ON "WreckRoll"("battleId", "gangId", "vehicleId");

-- AddForeignKey
ALTER TABLE "WreckRoll" ADD CONSTRAINT "WreckRoll_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

