-- CreateTable
CREATE TABLE "GangLedgerEntry" (
    "gangId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,

    PRIMARY KEY ("gangId", "position"),
    CONSTRAINT "GangLedgerEntry_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PostGame" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "battleId" TEXT NOT NULL,
    "gangId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'applied',
    "appliedById" TEXT NOT NULL,
    "undo" TEXT NOT NULL,
    "afterHash" TEXT,
    "creditsBefore" INTEGER NOT NULL,
    "creditsAfter" INTEGER NOT NULL,
    "versionAfter" INTEGER NOT NULL,
    "steps" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" DATETIME,
    "undoneById" TEXT,
    CONSTRAINT "PostGame_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PostGame_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Written by hand: a post-game stored before diffs keeps the whole roster before it as a one-step
-- diff (set the whole document) and no hash, so undo checks its versionAfter as it always did; its
-- credits before and after are the last balances of the two ledgers. The copy after is dropped.
INSERT INTO "new_PostGame" ("appliedById", "battleId", "createdAt", "gangId", "id", "status", "steps", "summary", "undoneAt", "undoneById", "versionAfter", "undo", "afterHash", "creditsBefore", "creditsAfter")
SELECT "appliedById", "battleId", "createdAt", "gangId", "id", "status", "steps", "summary", "undoneAt", "undoneById", "versionAfter",
    '[{"p":[],"v":' || "rosterBefore" || '}]', NULL,
    COALESCE(json_extract("rosterBefore", '$.ledger[#-1].balanceAfter'), 0),
    COALESCE(json_extract("rosterAfter", '$.ledger[#-1].balanceAfter'), 0)
FROM "PostGame";
DROP TABLE "PostGame";
ALTER TABLE "new_PostGame" RENAME TO "PostGame";
CREATE INDEX "PostGame_gangId_idx" ON "PostGame"("gangId");
CREATE UNIQUE INDEX "PostGame_battleId_gangId_key" ON "PostGame"("battleId", "gangId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

