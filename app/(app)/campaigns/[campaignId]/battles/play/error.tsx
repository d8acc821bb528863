"use client";
// The same error view as the friendly battle screen: the battle kept on the device is safe.
import BattleScreenError from "@/app/(app)/battles/play/error";

export default BattleScreenError;
