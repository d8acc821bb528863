import type { MetadataRoute } from "next";

// Installable on a phone (issue 14): the battle screen is the reason to carry the app to the table.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Gorka Garage",
    short_name: "Gorka Garage",
    description: "Campaign and roster manager for the vehicle gang campaign, with a battle screen that works offline",
    start_url: "/gangs",
    display: "standalone",
    background_color: "#f5f5f4",
    theme_color: "#292524",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
