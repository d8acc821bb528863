-- AlterTable, written by hand: a post-game stored before diffs keeps the whole roster before it as
-- a one-step diff (set the whole document) and no hash, so undo checks its versionAfter as it always
-- did; its credits before and after are the last balances of the two ledgers. The copy after is dropped.
ALTER TABLE "PostGame" ADD COLUMN "afterHash" TEXT,
ADD COLUMN     "creditsAfter" INTEGER,
ADD COLUMN     "creditsBefore" INTEGER,
ADD COLUMN     "undo" TEXT;

UPDATE "PostGame" SET
    "undo" = '[{"p":[],"v":' || "rosterBefore" || '}]',
    "creditsBefore" = COALESCE(("rosterBefore"::jsonb -> 'ledger' -> -1 ->> 'balanceAfter')::integer, 0),
    "creditsAfter" = COALESCE(("rosterAfter"::jsonb -> 'ledger' -> -1 ->> 'balanceAfter')::integer, 0);

ALTER TABLE "PostGame" ALTER COLUMN "creditsAfter" SET NOT NULL,
ALTER COLUMN "creditsBefore" SET NOT NULL,
ALTER COLUMN "undo" SET NOT NULL,
DROP COLUMN "rosterAfter",
DROP COLUMN "rosterBefore";

-- CreateTable
CREATE TABLE "GangLedgerEntry" (
    "gangId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,

    CONSTRAINT "GangLedgerEntry_pkey" PRIMARY KEY ("gangId","position")
);

-- AddForeignKey
ALTER TABLE "GangLedgerEntry" ADD CONSTRAINT "GangLedgerEntry_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang"("id") ON DELETE CASCADE ON UPDATE CASCADE;

