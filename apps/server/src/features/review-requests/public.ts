// What other features may use of review requests: the booking integration hands its visits
// over and erases its guests with its data; reports freeze the conversion of their period.
export { eraseBookingGuests, scheduleVisits, type ScheduledRequest } from './visits.ts';
export { conversionFigures } from './conversion.ts';
export { restaurantsAskingForReviews } from './settings.ts';
export { requestSender } from './jobs.ts';
