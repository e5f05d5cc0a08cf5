import {
  EMPTY_ONBOARDING_DRAFT,
  ONBOARDING_STEPS,
  type OnboardingDraft,
} from '@tableside/domain/onboarding';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';

type Stored = { draft: OnboardingDraft; step: number };

/** A stored draft, or a fresh one if there is none or it is not ours (older shape, tampering). */
export function readDraft(raw: string | null): Stored {
  const fresh = { draft: EMPTY_ONBOARDING_DRAFT, step: 0 };
  if (!raw) return fresh;
  try {
    const parsed = JSON.parse(raw) as Partial<Stored>;
    const draft = { ...EMPTY_ONBOARDING_DRAFT, ...parsed.draft };
    const fieldsOk = Object.entries(EMPTY_ONBOARDING_DRAFT).every(([key, value]) =>
      Array.isArray(value)
        ? Array.isArray(draft[key as keyof OnboardingDraft])
        : typeof draft[key as keyof OnboardingDraft] === typeof value,
    );
    const step = Number(parsed.step);
    if (!fieldsOk) return fresh;
    return {
      draft,
      step: Number.isInteger(step) ? Math.min(Math.max(step, 0), ONBOARDING_STEPS.length - 1) : 0,
    };
  } catch {
    return fresh;
  }
}

/** The wizard's answers and step, kept in this browser until submitted (a reload keeps them). */
export function useOnboardingDraft(initialPackage: string | null) {
  const [state, setState] = useState<Stored>(() => {
    const stored = readDraft(readStored(STORAGE_KEYS.onboardingDraft));
    return initialPackage && !stored.draft.selectedPackage
      ? { ...stored, draft: { ...stored.draft, selectedPackage: initialPackage } }
      : stored;
  });
  const [kept, setKept] = useState(true);

  useEffect(() => {
    if (kept) writeStored(STORAGE_KEYS.onboardingDraft, JSON.stringify(state));
  }, [state, kept]);

  const update = useCallback(
    (patch: Partial<OnboardingDraft>) =>
      setState((current) => ({ ...current, draft: { ...current.draft, ...patch } })),
    [],
  );
  const goTo = useCallback((step: number) => setState((current) => ({ ...current, step })), []);
  /** After a successful submission: nothing of the draft stays behind. */
  const discard = useCallback(() => {
    setKept(false);
    writeStored(STORAGE_KEYS.onboardingDraft, null);
  }, []);

  return { draft: state.draft, step: state.step, update, goTo, discard };
}
