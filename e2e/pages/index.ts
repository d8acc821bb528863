// Page objects for the end-to-end specs: a spec reads as a player's steps, e.g.
//   const gang = await new GangsPage(page).create("Da Rust Boyz");
//   await gang.recruit("Gutrot", "Leader", 120);
//   await gang.buyVehicle("Big Red", "Truck");
//   await gang.vehicle("Big Red").addToCrew("Gutrot", "driver");
// They find things by label and role, tap on a touch screen and click elsewhere, and wait for the
// server's answer where a player would; assertions about what the page says stay in the specs.
export { press } from "./act";
export { ArmiesPage } from "./armies";
export { gangWithCrewedTruck, openGroup, rollWith, useRule } from "./battle";
export { PASSWORD, SignInPage, SignUpPage, UserMenu } from "./auth";
export { CampaignPage, CampaignsPage, RecordBattlePage } from "./campaign";
export { FighterItem, GangPage, GangsPage, VehiclePanel } from "./gang";
export { PostgameWizard } from "./postgame";
export { PrintPage } from "./print";
export { SkirmishPage } from "./skirmish";
