-- AlterTable
ALTER TABLE "Battle" ADD COLUMN "clientKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Battle_clientKey_key" ON "Battle"("clientKey");

