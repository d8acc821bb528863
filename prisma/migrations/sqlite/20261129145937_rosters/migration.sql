-- CreateTable
CREATE TABLE "Roster" (
    "gangId" TEXT NOT NULL PRIMARY KEY,
    "document" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Roster_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "GangEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gangId" TEXT NOT NULL,
    "actorId" TEXT,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "creditsDelta" INTEGER NOT NULL DEFAULT 0,
    "balanceAfter" INTEGER NOT NULL,
    "rating" INTEGER NOT NULL DEFAULT 0,
    "arbitration" BOOLEAN NOT NULL DEFAULT false,
    "data" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GangEvent_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GangEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EquipmentItem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "gangId" TEXT,
    "campaignId" TEXT,
    "category" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "cost" INTEGER NOT NULL,
    "traits" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EquipmentItem_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EquipmentItem_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Gang" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "house" TEXT NOT NULL DEFAULT '',
    "credits" INTEGER NOT NULL DEFAULT 1000,
    "ownerId" TEXT NOT NULL,
    "campaignId" TEXT,
    "rating" INTEGER NOT NULL DEFAULT 0,
    "retired" BOOLEAN NOT NULL DEFAULT false,
    "shareToken" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Gang_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Gang_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Gang" ("campaignId", "createdAt", "credits", "house", "id", "name", "ownerId", "updatedAt", "version") SELECT "campaignId", "createdAt", "credits", "house", "id", "name", "ownerId", "updatedAt", "version" FROM "Gang";
DROP TABLE "Gang";
ALTER TABLE "new_Gang" RENAME TO "Gang";
CREATE UNIQUE INDEX "Gang_shareToken_key" ON "Gang"("shareToken");
CREATE INDEX "Gang_ownerId_idx" ON "Gang"("ownerId");
CREATE INDEX "Gang_campaignId_idx" ON "Gang"("campaignId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "GangEvent_gangId_createdAt_idx" ON "GangEvent"("gangId", "createdAt");

-- CreateIndex
CREATE INDEX "EquipmentItem_gangId_idx" ON "EquipmentItem"("gangId");

-- CreateIndex
CREATE INDEX "EquipmentItem_campaignId_idx" ON "EquipmentItem"("campaignId");

