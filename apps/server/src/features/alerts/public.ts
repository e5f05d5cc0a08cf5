// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { notifyAlertsChanged } from './bus.ts';
export { alertNotifySender } from './jobs.ts';
export { raiseWorkflowAlerts, type WorkflowAlertType, type WorkItem } from './service.ts';
