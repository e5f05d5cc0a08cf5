// What other features may use of review requests: the booking integration hands its visits
// over and erases its guests with its data.
export { eraseBookingGuests, scheduleVisits, type ScheduledRequest } from './visits.ts';
