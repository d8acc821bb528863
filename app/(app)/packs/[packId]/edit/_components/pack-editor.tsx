"use client";
import type { PackSection } from "@/lib/contracts/packs";
import type { Pack } from "@/lib/packs/schema/pack";
import { AboutSection, RulesSection, SkillsSection, WargearSection } from "./basic-sections";
import { FighterTypesSection } from "./fighter-types-section";
import { toForm } from "./form-values";
import { JsonSection } from "./json-section";
import { SectionForm } from "./section-form";
import { AdvancementsSection, InjuriesSection } from "./tables-sections";
import { WeaponsSection } from "./weapons-section";

/** The chosen section of the editor, as a form on the pack's latest revision. */
export function PackEditor({
  packId,
  revision,
  pack,
  document,
  section,
}: {
  packId: string;
  revision: number;
  pack: Pack;
  document: string;
  section: PackSection;
}) {
  const defaults = section === "json" ? { json: document } : toForm(pack, section);
  const body = {
    about: <AboutSection />,
    fighterTypes: <FighterTypesSection pack={pack} />,
    weapons: <WeaponsSection />,
    wargear: <WargearSection />,
    skills: <SkillsSection />,
    injuries: <InjuriesSection />,
    advancements: <AdvancementsSection pack={pack} />,
    rules: <RulesSection />,
    json: <JsonSection />,
  }[section];
  return (
    <SectionForm key={section} packId={packId} revision={revision} pack={pack} section={section} defaults={defaults}>
      {body}
    </SectionForm>
  );
}
