"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormMessage } from "@/app/_components/form-message";
import { deleteGangAction } from "../actions";

/** Deleting asks first, in a native dialog (keyboard and screen-reader friendly). */
export function DeleteGangButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <FormMessage message={message} />
      <button
        type="button"
        disabled={pending}
        className="rounded border border-red-700 px-3 py-2 text-sm text-red-800 disabled:opacity-60"
        onClick={async () => {
          if (!window.confirm(`Delete ${name}? Its fighters, vehicles and history go with it. This cannot be undone.`)) return;
          setPending(true);
          const result = await deleteGangAction({ id }).catch(() => null);
          setPending(false);
          if (!result || !result.ok) return setMessage(result?.message ?? "Could not reach the server. Nothing was deleted.");
          router.push("/gangs");
        }}
      >
        {pending ? "Deleting…" : "Delete gang"}
      </button>
    </div>
  );
}
