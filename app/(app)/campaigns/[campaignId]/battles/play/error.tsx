// The same error view as the friendly battle screen: the battle kept on the device is safe.
export { default } from "@/app/(app)/battles/play/error";
