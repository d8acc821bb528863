// Choosing the two gangs of a battle: a plain form that puts them in the address, so the battle
// screen for them can be opened again (and, once visited, offline).
import { control, label, primary } from "./ui";

export function ChooseGangs({ gangs, a, b, error }: { gangs: { id: string; name: string }[]; a?: string; b?: string; error?: string }) {
  return (
    <form method="get" className="space-y-3 rounded border border-stone-400 bg-white p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={label}>
          First gang
          <select name="a" className={control} defaultValue={a ?? gangs[0]?.id}>
            {gangs.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Second gang
          <select name="b" className={control} defaultValue={b ?? gangs[1]?.id}>
            {gangs.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={primary}>
        Open the battle screen
      </button>
    </form>
  );
}
