-- AlterTable
ALTER TABLE "Gang" ADD COLUMN "printOptions" TEXT;

