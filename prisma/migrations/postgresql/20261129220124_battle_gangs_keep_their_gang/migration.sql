-- DropForeignKey
ALTER TABLE "BattleGang" DROP CONSTRAINT "BattleGang_gangId_fkey";

-- AddForeignKey
ALTER TABLE "BattleGang" ADD CONSTRAINT "BattleGang_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

