-- The database version the page cache reads (prisma/models.prisma, DataVersion): one row, moved
-- on by every committed write to a table that pages show. The triggers are deferred to commit, so
-- a transaction takes the row lock last (no deadlock with the rows it wrote), and it moves the
-- number once per transaction whatever it wrote (a transaction-local setting remembers).
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("id")
);
INSERT INTO "DataVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION "data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('gorka.data_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('gorka.data_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION "data_version_bump_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "User_data_version" AFTER INSERT OR UPDATE OR DELETE ON "User" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "User_data_version_truncate" AFTER TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "Campaign_data_version" AFTER INSERT OR UPDATE OR DELETE ON "Campaign" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "Campaign_data_version_truncate" AFTER TRUNCATE ON "Campaign" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "Gang_data_version" AFTER INSERT OR UPDATE OR DELETE ON "Gang" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "Gang_data_version_truncate" AFTER TRUNCATE ON "Gang" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "Roster_data_version" AFTER INSERT OR UPDATE OR DELETE ON "Roster" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "Roster_data_version_truncate" AFTER TRUNCATE ON "Roster" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "GangLedgerEntry_data_version" AFTER INSERT OR UPDATE OR DELETE ON "GangLedgerEntry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "GangLedgerEntry_data_version_truncate" AFTER TRUNCATE ON "GangLedgerEntry" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "GangEvent_data_version" AFTER INSERT OR UPDATE OR DELETE ON "GangEvent" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "GangEvent_data_version_truncate" AFTER TRUNCATE ON "GangEvent" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "EquipmentItem_data_version" AFTER INSERT OR UPDATE OR DELETE ON "EquipmentItem" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "EquipmentItem_data_version_truncate" AFTER TRUNCATE ON "EquipmentItem" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "CampaignMember_data_version" AFTER INSERT OR UPDATE OR DELETE ON "CampaignMember" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "CampaignMember_data_version_truncate" AFTER TRUNCATE ON "CampaignMember" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "Battle_data_version" AFTER INSERT OR UPDATE OR DELETE ON "Battle" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "Battle_data_version_truncate" AFTER TRUNCATE ON "Battle" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "BattleGang_data_version" AFTER INSERT OR UPDATE OR DELETE ON "BattleGang" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "BattleGang_data_version_truncate" AFTER TRUNCATE ON "BattleGang" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "PostGame_data_version" AFTER INSERT OR UPDATE OR DELETE ON "PostGame" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "PostGame_data_version_truncate" AFTER TRUNCATE ON "PostGame" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "ActivityEvent_data_version" AFTER INSERT OR UPDATE OR DELETE ON "ActivityEvent" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "ActivityEvent_data_version_truncate" AFTER TRUNCATE ON "ActivityEvent" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "WreckRoll_data_version" AFTER INSERT OR UPDATE OR DELETE ON "WreckRoll" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "WreckRoll_data_version_truncate" AFTER TRUNCATE ON "WreckRoll" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "OrganiserInvitation_data_version" AFTER INSERT OR UPDATE OR DELETE ON "OrganiserInvitation" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "OrganiserInvitation_data_version_truncate" AFTER TRUNCATE ON "OrganiserInvitation" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "Pack_data_version" AFTER INSERT OR UPDATE OR DELETE ON "Pack" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "Pack_data_version_truncate" AFTER TRUNCATE ON "Pack" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "PackRevision_data_version" AFTER INSERT OR UPDATE OR DELETE ON "PackRevision" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "PackRevision_data_version_truncate" AFTER TRUNCATE ON "PackRevision" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "CampaignPack_data_version" AFTER INSERT OR UPDATE OR DELETE ON "CampaignPack" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "CampaignPack_data_version_truncate" AFTER TRUNCATE ON "CampaignPack" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();

CREATE CONSTRAINT TRIGGER "Army_data_version" AFTER INSERT OR UPDATE OR DELETE ON "Army" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"();
CREATE TRIGGER "Army_data_version_truncate" AFTER TRUNCATE ON "Army" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_bump_now"();
