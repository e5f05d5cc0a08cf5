// The wizard's steps after the first, and its celebration: one chunk, loaded on demand by
// onboarding-wizard.tsx so the first screen paints without them.
export { Confetti } from './confetti.tsx';
export { LocationsStep } from './locations-step.tsx';
export { NextSteps } from './next-steps.tsx';
export { PackageStep } from './package-step.tsx';
export { PermissionsStep } from './permissions-step.tsx';
export { ToneStep } from './tone-step.tsx';
