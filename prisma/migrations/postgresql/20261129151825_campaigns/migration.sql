-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "endsOn" TIMESTAMP(3),
ADD COLUMN     "houseRules" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "inviteCode" TEXT,
ADD COLUMN     "isPublic" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pointsDraw" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "pointsLoss" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pointsWin" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "startingCredits" INTEGER NOT NULL DEFAULT 1000,
ADD COLUMN     "startsOn" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CampaignMember" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Battle" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "playedOn" TIMESTAMP(3) NOT NULL,
    "scenario" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "source" TEXT NOT NULL DEFAULT 'manual',
    "recordedById" TEXT NOT NULL,
    "confirmedById" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "notes" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Battle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BattleGang" (
    "id" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "gangId" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "bottledOut" BOOLEAN NOT NULL DEFAULT false,
    "details" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "BattleGang_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostGame" (
    "id" TEXT NOT NULL,
    "battleId" TEXT NOT NULL,
    "gangId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'applied',
    "appliedById" TEXT NOT NULL,
    "rosterBefore" TEXT NOT NULL,
    "rosterAfter" TEXT NOT NULL,
    "versionAfter" INTEGER NOT NULL,
    "steps" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),
    "undoneById" TEXT,

    CONSTRAINT "PostGame_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityEvent" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "actorId" TEXT,
    "kind" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActivityEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CampaignMember_userId_idx" ON "CampaignMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignMember_campaignId_userId_key" ON "CampaignMember"("campaignId", "userId");

-- CreateIndex
CREATE INDEX "Battle_campaignId_playedOn_idx" ON "Battle"("campaignId", "playedOn");

-- CreateIndex
CREATE INDEX "BattleGang_gangId_idx" ON "BattleGang"("gangId");

-- CreateIndex
CREATE UNIQUE INDEX "BattleGang_battleId_gangId_key" ON "BattleGang"("battleId", "gangId");

-- CreateIndex
CREATE INDEX "PostGame_gangId_idx" ON "PostGame"("gangId");

-- CreateIndex
CREATE UNIQUE INDEX "PostGame_battleId_gangId_key" ON "PostGame"("battleId", "gangId");

-- CreateIndex
CREATE INDEX "ActivityEvent_campaignId_createdAt_idx" ON "ActivityEvent"("campaignId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Campaign_inviteCode_key" ON "Campaign"("inviteCode");

-- AddForeignKey
ALTER TABLE "CampaignMember" ADD CONSTRAINT "CampaignMember_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignMember" ADD CONSTRAINT "CampaignMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Battle" ADD CONSTRAINT "Battle_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleGang" ADD CONSTRAINT "BattleGang_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BattleGang" ADD CONSTRAINT "BattleGang_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostGame" ADD CONSTRAINT "PostGame_battleId_fkey" FOREIGN KEY ("battleId") REFERENCES "Battle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostGame" ADD CONSTRAINT "PostGame_gangId_fkey" FOREIGN KEY ("gangId") REFERENCES "Gang"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityEvent" ADD CONSTRAINT "ActivityEvent_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityEvent" ADD CONSTRAINT "ActivityEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

