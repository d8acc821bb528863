// Bang!'s base-contact lists (state.ts): who touches whom, kept on both sides, in the order the
// contacts were made. A keg going off hits whoever is on the exploding Gnoblar's list (000 Step 3),
// so a contact forgotten on one side only, or a list left with a gap, hits the wrong fighters.
// No dice are rolled: the lists are set up by hand on a fresh arena.
import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import { twelveAside } from "./fixtures";
import { addContact, CONTACT_CAP, createBattle, dropContacts, type Battle } from "./state";

const arena = (): Battle => createBattle(twelveAside(), {}, seededDice("contacts"), 20);

/** Fighter i's contacts, in order. */
const contactsOf = (b: Battle, i: number): number[] => Array.from(b.contacts.subarray(i * CONTACT_CAP, i * CONTACT_CAP + b.contactCount[i]!));

describe("Bang! base-contact lists (state.ts)", () => {
  it("a contact is recorded on both sides, once, in the order made", () => {
    const b = arena();
    addContact(b, 0, 5);
    addContact(b, 0, 7);
    addContact(b, 5, 0); // the same contact again: no second entry
    expect(contactsOf(b, 0)).toEqual([5, 7]);
    expect(contactsOf(b, 5)).toEqual([0]);
    expect(contactsOf(b, 7)).toEqual([0]);
  });

  it("fighter 0 moving away leaves its partners' lists closed up, the others kept in order", () => {
    const b = arena();
    addContact(b, 3, 0); // 3's list: 0 first, so taking 0 out must shift 9 and 4 down
    addContact(b, 3, 9);
    addContact(b, 3, 4);
    addContact(b, 0, 9);
    dropContacts(b, 0);
    expect(contactsOf(b, 0)).toEqual([]);
    expect(contactsOf(b, 3)).toEqual([9, 4]);
    expect(contactsOf(b, 9)).toEqual([3]);
    expect(contactsOf(b, 4)).toEqual([3]);
  });

  it("a fighter in the middle of a partner's list is taken out of the middle", () => {
    const b = arena();
    addContact(b, 2, 1);
    addContact(b, 2, 6);
    addContact(b, 2, 8);
    dropContacts(b, 6);
    expect(contactsOf(b, 2)).toEqual([1, 8]);
    expect(contactsOf(b, 6)).toEqual([]);
    // the fighter last on the list goes too, and a second drop is harmless
    dropContacts(b, 8);
    dropContacts(b, 8);
    expect(contactsOf(b, 2)).toEqual([1]);
    expect(contactsOf(b, 1)).toEqual([2]);
  });

  it("every partner of a fighter with several contacts forgets it, whatever their list order", () => {
    const b = arena();
    for (const j of [1, 2, 3, 4]) addContact(b, 10, j);
    addContact(b, 4, 11); // 4's list: 10 first, then 11
    addContact(b, 11, 1); // 1's list: 10, then 11
    dropContacts(b, 10);
    expect([1, 2, 3, 4].map((j) => contactsOf(b, j))).toEqual([[11], [], [], [11]]);
    expect(contactsOf(b, 11)).toEqual([4, 1]);
  });

  it("a list holds at most CONTACT_CAP partners; one more is not recorded on that side", () => {
    const b = arena();
    for (let j = 1; j <= CONTACT_CAP + 1; j++) addContact(b, 0, j);
    expect(contactsOf(b, 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(CONTACT_CAP).toBe(8);
  });
});
