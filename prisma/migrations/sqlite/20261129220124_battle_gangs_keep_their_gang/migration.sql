-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BattleGang" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "battleId" TEXT NOT NULL,
    "gangId" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "bottledOut" BOOLEAN NOT NULL DEFAULT false,
    "details" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "BattleGang_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "BattleGang_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_BattleGang" ("battleId", "bottledOut", "details", "gangId", "id", "result") SELECT "battleId", "bottledOut", "details", "gangId", "id", "result" FROM "BattleGang";
DROP TABLE "BattleGang";
ALTER TABLE "new_BattleGang" RENAME TO "BattleGang";
CREATE INDEX "BattleGang_gangId_idx" ON "BattleGang"("gangId");
CREATE UNIQUE INDEX "BattleGang_battleId_gangId_key" ON "BattleGang"("battleId", "gangId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

